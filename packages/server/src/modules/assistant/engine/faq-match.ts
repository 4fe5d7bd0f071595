/**
 * Which of the store's FAQs answers a question, if one does well: 'abren el 25 de diciembre?' is
 * the holidays entry, not the address; 'el local tiene baño?' is none of them (and goes to SIN
 * RESPONDER). Questions and FAQs are compared by the stems of their words and by the topic those
 * words belong to ('tarjeta', 'débito' and 'efectivo' are all payment), weighted by how rare each
 * is among the store's FAQs.
 */
import { normalize, stem } from './text';

export interface FaqEntry<T> {
  item: T;
  /** The FAQ's question and model queries. */
  questions: string[];
  response: string;
  /** Its general kind, when it is a general FAQ ('payment_methods', ...). */
  kind?: string;
}

/** Words every question has ('¿qué...?', '¿tienen...?'): they tell no FAQ from another. */
const STOP = new Set(
  [
    'que',
    'como',
    'cuando',
    'donde',
    'cual',
    'cuales',
    'cuanto',
    'cuanta',
    'cuantos',
    'cuantas',
    'por',
    'porque',
    'puedo',
    'pueden',
    'podes',
    'puede',
    'podemos',
    'se',
    'me',
    'te',
    'le',
    'les',
    'nos',
    'lo',
    'la',
    'las',
    'el',
    'los',
    'un',
    'una',
    'unos',
    'unas',
    'de',
    'del',
    'al',
    'a',
    'en',
    'y',
    'o',
    'con',
    'para',
    'es',
    'son',
    'esta',
    'estan',
    'hay',
    'tienen',
    'tenes',
    'tiene',
    'hacen',
    'haces',
    'hace',
    'mi',
    'su',
    'sus',
    'ustedes',
    'usted',
    'vos',
    'yo',
    'si',
    'no',
    'algo',
    'alguna',
    'alguno',
    'hola',
    'buenas',
    'buen',
    'dia',
    'gracias',
    'porfa',
    'favor',
    'consulta',
    'pregunta',
    'quisiera',
    'queria',
    'saber',
    'ahi',
    'aca',
    'ustedes',
    'sea',
    'ser',
    'tengo',
    'quiero',
    'necesito',
    'ya',
    'tambien',
    'mas',
    'muy',
    'hoy',
    'todo',
    'toda',
    'todos',
    'todas',
    'eso',
    'esto',
  ].map((w) => w),
);

/** Topics: any of these words is the topic too, so 'débito' finds the payment FAQ. Folded words. */
const TOPICS: Record<string, string[]> = {
  feriado: [
    'feriado',
    'feriados',
    'navidad',
    'nochebuena',
    'diciembre',
    'enero',
    'festivo',
    'festivos',
    'pascua',
    'santa',
    'puente',
    'ano nuevo',
  ],
  horario: [
    'horario',
    'horarios',
    'hora',
    'horas',
    'abren',
    'abre',
    'abierto',
    'abiertos',
    'cierran',
    'cierra',
    'atienden',
    'atiende',
    'domingo',
    'domingos',
    'sabado',
    'sabados',
    'lunes',
    'viernes',
    'semana',
  ],
  pago: [
    'pago',
    'pagos',
    'pagar',
    'pagan',
    'abonar',
    'tarjeta',
    'tarjetas',
    'debito',
    'credito',
    'efectivo',
    'transferencia',
    'transferir',
    'mercadopago',
    'mercado',
    'oxxo',
    'spei',
    'qr',
    'cuotas',
    'billetera',
    'nequi',
    'daviplata',
    'vales',
  ],
  envio: [
    'envio',
    'envios',
    'delivery',
    'domicilio',
    'domicilios',
    'reparto',
    'mandan',
    'envian',
    'llevan',
    'entregan',
    'traen',
    'despacho',
    'repartidor',
    'casa',
  ],
  zona: [
    'zona',
    'zonas',
    'barrio',
    'barrios',
    'colonia',
    'colonias',
    'cobertura',
    'llegan',
    'alcance',
    'kilometros',
    'cuadras',
    'lejos',
  ],
  costo: ['costo', 'cuesta', 'sale', 'cobran', 'precio', 'gratis', 'vale', 'cargo'],
  minimo: ['minimo', 'minima', 'monto'],
  celiaco: ['tacc', 'celiaco', 'celiacos', 'celiaca', 'gluten', 'celiaquia'],
  mayorista: [
    'mayoreo',
    'mayorista',
    'mayoristas',
    'mayor',
    'bulto',
    'bultos',
    'cajas',
    'cerrada',
    'cantidad',
    'volumen',
  ],
  descuento: ['descuento', 'descuentos', 'promocion', 'promociones', 'oferta', 'ofertas', 'rebaja'],
  cambio: [
    'cambio',
    'cambios',
    'cambiar',
    'cambian',
    'devolucion',
    'devoluciones',
    'devolver',
    'reembolso',
    'garantia',
    'reclamo',
    'vencido',
    'fallado',
  ],
  factura: [
    'factura',
    'facturas',
    'facturan',
    'facturar',
    'ticket',
    'comprobante',
    'cuit',
    'rfc',
    'nit',
    'fiscal',
  ],
  regalo: [
    'regalo',
    'regalos',
    'canasta',
    'canastas',
    'envolver',
    'envoltorio',
    'obsequio',
    'arcon',
    'arcones',
  ],
  corte: [
    'porcionan',
    'porcionar',
    'cortan',
    'cortar',
    'fetean',
    'fetear',
    'picar',
    'pican',
    'trozan',
    'filetean',
    'rebanan',
    'rebanar',
    'muelen',
    'moler',
  ],
  ubicacion: [
    'direccion',
    'ubicacion',
    'ubicados',
    'donde',
    'queda',
    'quedan',
    'local',
    'sucursal',
    'calle',
    'llego',
    'mapa',
  ],
  estacionamiento: [
    'estacionamiento',
    'estacionar',
    'estaciono',
    'estacionas',
    'parking',
    'cochera',
    'garaje',
    'auto',
    'coche',
    'carro',
  ],
  encargo: ['encargo', 'encargos', 'reservar', 'reserva', 'apartar', 'separar', 'pedido'],
  garrafon: ['garrafon', 'garrafones', 'envase', 'envases', 'retornable', 'retornables', 'bidon'],
};

const TOPIC_OF = new Map<string, string[]>();
for (const [topic, words] of Object.entries(TOPICS))
  for (const word of words) TOPIC_OF.set(word, [...(TOPIC_OF.get(word) ?? []), `#${topic}`]);

/** The stems and topics of a text's content words. */
function terms(text: string): Set<string> {
  const folded = normalize(text).replace(/[^a-z0-9 ]/g, ' ');
  const words = folded.split(/\s+/).filter((w) => w && !STOP.has(w) && !/^\d+$/.test(w));
  const found = new Set<string>();
  for (const word of words) {
    found.add(stem(word));
    for (const topic of TOPIC_OF.get(word) ?? []) found.add(topic);
  }
  for (const phrase of ['ano nuevo', 'mercado pago', 'por mayor', 'caja cerrada'])
    if (folded.includes(phrase)) for (const topic of TOPIC_OF.get(phrase) ?? []) found.add(topic);
  return found;
}

/** A FAQ scoring this much of the question's weight answers it. */
export const FAQ_ANSWERS = 0.5;

/**
 * The FAQ that answers the question best, with its score (the share of the question's terms,
 * weighted by rarity, found in the FAQ's questions, or at half weight in its response), when it
 * clears `floor` and no other FAQ comes close.
 */
export function bestFaq<T>(
  question: string,
  entries: readonly FaqEntry<T>[],
  options: { kind?: string; floor?: number } = {},
): { entry: FaqEntry<T>; score: number } | undefined {
  const asked = terms(question);
  if (asked.size === 0 || entries.length === 0) return undefined;
  const indexed = entries.map((entry) => ({
    entry,
    questions: terms(entry.questions.join(' ')),
    response: terms(entry.response),
  }));
  const weight = (term: string) => {
    const df = indexed.filter((e) => e.questions.has(term) || e.response.has(term)).length;
    return Math.log(1 + (entries.length + 1) / (df + 0.5));
  };
  const weights = new Map([...asked].map((t) => [t, weight(t)]));
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  const scored = indexed
    .map(({ entry, questions, response }) => {
      let got = 0;
      for (const [term, w] of weights) got += questions.has(term) ? w : response.has(term) ? 0.5 * w : 0;
      const score = got / total + (options.kind && entry.kind === options.kind ? 0.15 : 0);
      return { entry, score };
    })
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || best.score < (options.floor ?? FAQ_ANSWERS)) return undefined;
  if (second && best.score - second.score < 0.05) return undefined;
  return best;
}
