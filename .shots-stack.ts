import { writeFileSync } from 'node:fs';
import { startStack } from './e2e/stack';
const { stack } = await startStack();
writeFileSync('/tmp/shots/stack.json', JSON.stringify(stack));
console.log('ready', JSON.stringify(stack));
setInterval(() => undefined, 1 << 30);
