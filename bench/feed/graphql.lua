-- The GraphQL feed request (graphql.json, shared with the open-loop runs), then the shared report.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local file = io.open(os.getenv("BENCH_GRAPHQL_JSON"))
wrk.body = file:read("*a"):gsub("%s+$", "")
file:close()
dofile(os.getenv("BENCH_REPORT_LUA"))
