// The child process of the social cards' head start (headStart.ts): receives the job, draws the
// cards missing from the cache into it, reports each one, and exits. Ends at once if the
// bundling process that started it goes away. Plain JavaScript, loading the plugin's TypeScript
// with jiti, as Docusaurus loads it.
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const createJiti = createRequire(require.resolve('@docusaurus/utils'))('jiti');

process.on('disconnect', () => process.exit(0));
process.once('message', async (job) => {
  const load = createJiti(import.meta.filename, {cache: true, interopDefault: false});
  const {drawIntoCache} = load('./index.ts');
  await drawIntoCache(job, (message) => process.send(message));
  process.exit(0);
});
