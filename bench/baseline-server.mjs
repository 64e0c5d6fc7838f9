// The physical baseline: a bare node:http server answering fixed bytes with the same headers as the API.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, port] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };

createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
