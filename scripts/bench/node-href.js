// The reference for `linkscope browser`'s speed: Node's URL class (Ada)
// printing new URL(line).href for each stdin line, an empty line when it
// throws, as `linkscope browser` does. Output is batched so that Node's
// stream writes do not dominate. Used by scripts/bench/browser-vs-node.sh.
const rl = require('readline').createInterface({ input: process.stdin, crlfDelay: Infinity });
const out = [];
rl.on('line', (line) => {
  let href = '';
  try {
    href = new URL(line).href;
  } catch (e) {
    // a line the URL parser refuses: an empty output line
  }
  out.push(href);
  if (out.length >= 4096) {
    process.stdout.write(out.join('\n') + '\n');
    out.length = 0;
  }
});
rl.on('close', () => {
  if (out.length) process.stdout.write(out.join('\n') + '\n');
});
