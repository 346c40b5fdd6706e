"""`python -m bench.run`: live bidding over WebSockets against the production set-up (uvicorn
workers, PostgreSQL, Redis, a Celery worker), the machine's floor measured in the same run, and
the pure engines. See bench/README.md."""
