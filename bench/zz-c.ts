import { readContactInfo } from '../packages/server/src/modules/assistant/closing/contact-info';
for (const t of process.argv.slice(3)) console.log(t, JSON.stringify(readContactInfo(t, { methods: ['Efectivo', 'MercadoPago'], expecting: process.argv[2] as any })));
