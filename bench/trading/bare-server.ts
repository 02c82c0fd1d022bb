// The ceiling of this machine: a bare Node `http` server answering a fixed JSON body. Run as a child process.
import { createServer } from 'node:http';

const body = JSON.stringify({ totalValue: 100000, cashBalance: 100000, winRate: 0, positions: [] });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
