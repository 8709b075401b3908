// The two crosscheck scripts' way of reporting: one `ok -` or `not ok -`
// line per check, and the exit status from how many failed.
let failures = 0;

// Runs `body` (plain or async) and prints its line; a throw fails the check.
export async function check(name, body) {
  try {
    await body();
    console.log(`ok - ${name}`);
  } catch (error) {
    failures += 1;
    console.log(`not ok - ${name}: ${error.message}`);
  }
}

export function expect(condition, what) {
  if (!condition) throw new Error(what);
}

// Prints `script`'s summary line and exits: 0 when every check passed.
export function finish(script) {
  console.log(failures === 0 ? `${script}: all passed` : `${script}: ${failures} failed`);
  process.exit(failures === 0 ? 0 : 1);
}
