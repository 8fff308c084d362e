// The load generator of `npm run bench`, run as a child process: autocannon parsing answers and
// making requests must not share the server's event loop (a real client never does), or every
// request's latency includes the client's own work. (Not a worker thread: autocannon inside a
// worker thread takes itself for one of its own workers.) Plain JavaScript: no loader needed.
// The parent sends { url, connections, duration, headers, paths? }: `paths` are made in advance
// by the bench (listing URLs no one asked for yet) and each is sent once.
import autocannon from "autocannon";

process.once("message", async ({ url, connections, duration, headers, paths }) => {
  let next = 0;
  const options = { url, connections, duration, headers };
  if (paths) {
    options.requests = [
      {
        method: "GET",
        headers,
        setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }),
      },
    ];
  }
  const r = await autocannon(options);
  process.send(
    {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
      requests: r.requests.total,
      reused: paths ? Math.max(0, next - paths.length) : 0,
    },
    () => process.exit(0),
  );
});
