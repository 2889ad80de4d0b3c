// Preloaded into the Firebase CLI by scripts/dev.mjs (node --require). The Auth emulator serves
// its REST API through exegesis, which compiles an ajv validator for every request and response
// schema of the Identity Toolkit API before listening: two thirds of the emulator's start-up CPU
// (about 10 of 15 s on a 2-core machine). exegesis can compile each validator when its operation
// is first called (`lazyCompileValidationSchemas`); firebase-tools does not ask for that, so this
// does. Requests are validated exactly as before. If exegesis changes shape, nothing is patched.
'use strict';
const path = require('node:path');

try {
  const firebaseTools = path.dirname(require.resolve('firebase-tools/package.json'));
  const options = require(require.resolve('exegesis/lib/options', { paths: [firebaseTools] }));
  const compileOptions = options.compileOptions;
  if (typeof compileOptions === 'function') {
    options.compileOptions = (given = {}) =>
      compileOptions({ lazyCompileValidationSchemas: true, ...given });
  }
} catch {
  // firebase-tools or exegesis moved: the emulator starts the usual, slower way.
}
