"""The REST API and the phone pages: views (accounts too), fields, parsers, pagination,
request guards, the OpenAPI and AsyncAPI documents, the error answers, /healthz, the
contract files."""
