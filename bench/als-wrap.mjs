// Loaded into the server under test by bench/als.ts (node --import): runs every
// request inside an AsyncLocalStorage store, as a request-scoped logger or an
// APM agent would, and checks at the end of each response that the store was
// still there (a store that did not propagate would make the figure meaningless).
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";

const als = new AsyncLocalStorage();
let lost = 0;
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res) {
  if (event !== "request") return emit.apply(this, arguments);
  const store = { ip: req.socket.remoteAddress };
  return als.run(store, () => {
    res.once("finish", () => {
      if (als.getStore() !== store) lost++;
    });
    return emit.apply(this, arguments);
  });
};
process.on("SIGUSR2", () => console.log(`als-wrap lost=${lost}`));
