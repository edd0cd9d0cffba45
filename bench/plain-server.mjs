// The runtime's ceiling for npm run bench: a plain node:http server that
// answers each page with the very bytes our server sent (captured by
// bench/http.ts into a folder: <name>.html, .html.gz and .html.br), from memory,
// with the few headers a browser needs. Whatever our hit path does beyond
// this shows as the gap between the two rows.
// Usage: node bench/plain-server.mjs <folder> <port>
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const [folder, port] = process.argv.slice(2);
const pages = new Map();
for (const file of fs.readdirSync(folder)) {
  if (!file.endsWith(".html")) continue;
  pages.set(`/${file}`, {
    identity: fs.readFileSync(path.join(folder, file)),
    gzip: fs.readFileSync(path.join(folder, `${file}.gz`)),
    br: fs.readFileSync(path.join(folder, `${file}.br`)),
  });
}

http
  .createServer((req, res) => {
    const page = pages.get(req.url);
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    // The same choice as ours for the Accept-Encoding values the bench sends.
    const accept = req.headers["accept-encoding"] ?? "";
    const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : "identity";
    const body = page[encoding];
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      Vary: "Accept-Encoding",
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    });
    res.end(body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log(`plain node server on ${port}`));
