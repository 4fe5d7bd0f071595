import { stem } from '../packages/server/src/modules/assistant/engine/text';
for (const w of process.argv.slice(2)) console.log(w, stem(w));
