import fs from "node:fs";

/**
 * The kernel's view of this machine's IPv4 TCP sockets (Linux, /proc/net/tcp):
 * what a test reads to know whether a process has *read* the end of a
 * connection, whatever that process logs. When the far side closes, the
 * socket here stays ESTABLISHED or CLOSE_WAIT until its owner has read the
 * end of the stream and closed it too; then it leaves both states.
 */
const ESTABLISHED = "01";
const CLOSE_WAIT = "08";

interface Row {
  localPort: number;
  remotePort: number;
  state: string;
  inode: string;
}

function rows(): Row[] {
  const port = (address: string) => Number.parseInt(address.split(":")[1]!, 16);
  return fs
    .readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f.length > 9)
    .map((f) => ({ localPort: port(f[1]!), remotePort: port(f[2]!), state: f[3]!, inode: f[9]! }));
}

const unread = (row: Row) => row.state === ESTABLISHED || row.state === CLOSE_WAIT;

/**
 * The sockets (by inode, so a port used again later is not mistaken for them)
 * connected from one of `localPorts` to `remotePort` whose owner has not yet
 * read their end.
 */
export function unreadSockets(localPorts: number[], remotePort: number): Set<string> {
  const ports = new Set(localPorts);
  return new Set(rows().filter((r) => ports.has(r.localPort) && r.remotePort === remotePort && unread(r)).map((r) => r.inode));
}

/** Which of `inodes` are still open and unread. */
export function stillUnread(inodes: Set<string>): string[] {
  return rows()
    .filter((r) => inodes.has(r.inode) && unread(r))
    .map((r) => r.inode);
}
