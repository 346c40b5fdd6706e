"""The floor app: the same stack as the product (Django + DRF + Channels on uvicorn, PostgreSQL,
channels-redis) with nothing of the product in it. Served by bench.run the same way as the
product, it answers:

- POST /txn/<row>/   a plain DRF view doing the floor transaction through the ORM
                     (lock a row, update it, insert a ledger row, commit);
- /ws/floor/<group>/ a minimal consumer: {type: echo} is answered at once; {type: broadcast}
                     is group_sent to every socket of the group with the server's send time;
                     {type: txn, row} does the ORM transaction in a thread, then broadcasts and
                     answers (the product's socket path without any game in it).
"""
