// `npm run android:sync`: builds the web app, then copies it into the Android project
// (apps/web/android), creating that project on first use. Neither step needs the
// Android SDK; building the APK does (see apps/web/README.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');

const run = (command, args, cwd) => {
  console.log(`\n> ${command} ${args.join(' ')}  (in ${path.relative(root, cwd) || '.'})`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', 'build', '-w', 'apps/web'], root);
const hasProject = fs.existsSync(path.join(web, 'android'));
run('npx', ['cap', hasProject ? 'sync' : 'add', 'android'], web);
console.log(
  `\nAndroid project ${hasProject ? 'updated' : 'created'} in apps/web/android. ` +
    'Open it in Android Studio, or build with ./gradlew assembleDebug there.',
);
