// `npm run icons`: writes src/web/ui/page-icons.svg from the list in page-icons.ts (decision 060).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageIconsSvg } from '../src/web/ui/page-icons';

const file = path.resolve(import.meta.dirname, '../src/web/ui/page-icons.svg');
writeFileSync(file, pageIconsSvg());
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
