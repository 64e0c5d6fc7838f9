// The physical baseline: a bare node:http server answering the API's exact response (body and headers).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, headersFile, port] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = JSON.parse(readFileSync(headersFile, 'utf8'));

createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
