-- The GraphQL feed request, then the shared report.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"query":"{ feed(first: 20) { edges { node { id title src author { name } } } pageInfo { hasNextPage endCursor } } }"}'
dofile(os.getenv("BENCH_REPORT_LUA"))
