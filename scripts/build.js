// npm run build: the production build, printing one line when it is done
// (server/ensure-build.js says why); `npx react-router build` shows everything.
import { quietBuild } from "../server/ensure-build.js";

console.log("Building the site…");
quietBuild();
