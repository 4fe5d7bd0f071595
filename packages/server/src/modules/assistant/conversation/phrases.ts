/** Everything the assistant says, in the store's language (spec: es, po, en). */
export type ChatLanguage = 'es' | 'po' | 'en';

export interface Phrases {
  greeting(store: string): string;
  added: string;
  notFound(text: string): string;
  chooseProduct(text: string): string;
  askAmount(name: string, unit: string): string;
  chooseItem: string;
  removed(name: string): string;
  changed(name: string, amount: string): string;
  notInOrder(text: string): string;
  emptyOrder: string;
  yourOrder: string;
  preOrder: string;
  confirmQuestion: string;
  orderClose: string;
  confirmed(number: string): string;
  discardQuestion: string;
  discarded: string;
  keepShopping: string;
  catalogue: string;
  catalogueLink: string;
  orderLink: string;
  thanks: string;
  help: string;
  notUnderstood: string;
  unanswered: string;
  productQuery: string;
  howMuch: string;
  refApplied(code: string): string;
  orderLocked: string;
  paymentMethods(list: string): string;
  noPaymentMethods: string;
  location(address: string): string;
  delivery: string;
  takeawayOnly(address: string): string;
  /** Quick replies; also recognised when typed back in any language. */
  chips: {
    catalogue: string;
    showOrder: string;
    payment: string;
    confirm: string;
    keepShopping: string;
    discard: string;
    no: string;
  };
}

const es: Phrases = {
  greeting: (store) => `¡Hola! Soy el asistente de ${store}. ¿Qué te gustaría pedir hoy?`,
  added: 'Agregué a tu pedido:',
  notFound: (text) => `No encontré «${text}» en el catálogo.`,
  chooseProduct: (text) => `¿Cuál de estos querés para «${text}»?`,
  askAmount: (name, unit) => `¿Cuánto querés de ${name}? Se vende por ${unit}.`,
  chooseItem: '¿Cuál de los productos de tu pedido?',
  removed: (name) => `Saqué ${name} de tu pedido.`,
  changed: (name, amount) => `Listo, ahora tenés ${amount} de ${name}.`,
  notInOrder: (text) => `No tenés «${text}» en tu pedido.`,
  emptyOrder: 'Tu pedido está vacío. ¿Qué te gustaría pedir?',
  yourOrder: 'Este es tu pedido:',
  preOrder: 'Revisá tu pedido antes de confirmarlo.',
  confirmQuestion: '¿Confirmamos el pedido?',
  orderClose: '¡Gracias por tu compra! Te avisamos cuando esté listo.',
  confirmed: (number) => `Tu pedido ${number} quedó confirmado.`,
  discardQuestion: '¿Seguro que querés descartar tu pedido?',
  discarded: 'Descarté tu pedido. Cuando quieras empezamos uno nuevo.',
  keepShopping: 'Dale, ¿qué más te agrego?',
  catalogue: 'Acá tenés el catálogo completo:',
  catalogueLink: 'Ver catálogo',
  orderLink: 'Ver pedido',
  thanks: '¡De nada! ¿Necesitás algo más?',
  help: 'Pedime productos como los escribirías, por ejemplo «2 kg de papa y una docena de huevos». También puedo mostrarte tu pedido, cambiar o sacar productos, confirmarlo y responder tus consultas sobre pagos, envíos y la tienda.',
  notUnderstood: 'No te entendí. Podés escribirme, por ejemplo, «2 kg de papa», o mirar el catálogo.',
  unanswered: 'No tengo esa respuesta ahora. Le paso tu consulta a la tienda para que te respondan.',
  productQuery: 'Esto es lo que tenemos:',
  howMuch: '¿Cuánto querés?',
  refApplied: (code) => `¡Listo! Registramos tu código ${code}.`,
  orderLocked: 'Tu pedido ya está confirmado y no se puede modificar.',
  paymentMethods: (list) => `Podés pagar con: ${list}.`,
  noPaymentMethods: 'La tienda todavía no cargó sus medios de pago; te lo confirman al preparar el pedido.',
  location: (address) => `Estamos en ${address}.`,
  delivery: 'Sí, hacemos envíos a domicilio.',
  takeawayOnly: (address) =>
    `Por ahora no hacemos envíos; podés retirar tu pedido${address ? ` en ${address}` : ''}.`,
  chips: {
    catalogue: 'Ver catálogo',
    showOrder: 'Ver mi pedido',
    payment: 'Medios de pago',
    confirm: 'Confirmar pedido',
    keepShopping: 'Seguir comprando',
    discard: 'Sí, descartar',
    no: 'No',
  },
};

const po: Phrases = {
  greeting: (store) => `Olá! Sou o assistente de ${store}. O que você gostaria de pedir hoje?`,
  added: 'Adicionei ao seu pedido:',
  notFound: (text) => `Não encontrei «${text}» no catálogo.`,
  chooseProduct: (text) => `Qual destes você quer para «${text}»?`,
  askAmount: (name, unit) => `Quanto você quer de ${name}? É vendido por ${unit}.`,
  chooseItem: 'Qual dos produtos do seu pedido?',
  removed: (name) => `Tirei ${name} do seu pedido.`,
  changed: (name, amount) => `Pronto, agora você tem ${amount} de ${name}.`,
  notInOrder: (text) => `Você não tem «${text}» no seu pedido.`,
  emptyOrder: 'Seu pedido está vazio. O que você gostaria de pedir?',
  yourOrder: 'Este é o seu pedido:',
  preOrder: 'Revise seu pedido antes de confirmá-lo.',
  confirmQuestion: 'Confirmamos o pedido?',
  orderClose: 'Obrigado pela sua compra! Avisamos quando estiver pronto.',
  confirmed: (number) => `Seu pedido ${number} foi confirmado.`,
  discardQuestion: 'Tem certeza de que quer descartar seu pedido?',
  discarded: 'Descartei seu pedido. Quando quiser, começamos um novo.',
  keepShopping: 'Certo, o que mais eu adiciono?',
  catalogue: 'Aqui está o catálogo completo:',
  catalogueLink: 'Ver catálogo',
  orderLink: 'Ver pedido',
  thanks: 'De nada! Precisa de mais alguma coisa?',
  help: 'Peça produtos como você escreveria, por exemplo «2 kg de batata e uma dúzia de ovos». Também posso mostrar seu pedido, mudar ou tirar produtos, confirmá-lo e responder perguntas sobre pagamento, entrega e a loja.',
  notUnderstood: 'Não entendi. Você pode escrever, por exemplo, «2 kg de batata», ou olhar o catálogo.',
  unanswered: 'Não tenho essa resposta agora. Vou passar sua pergunta para a loja responder.',
  productQuery: 'Isto é o que temos:',
  howMuch: 'Quanto você quer?',
  refApplied: (code) => `Pronto! Registramos seu código ${code}.`,
  orderLocked: 'Seu pedido já está confirmado e não pode ser modificado.',
  paymentMethods: (list) => `Você pode pagar com: ${list}.`,
  noPaymentMethods: 'A loja ainda não cadastrou as formas de pagamento; confirmam ao preparar o pedido.',
  location: (address) => `Estamos em ${address}.`,
  delivery: 'Sim, fazemos entregas a domicílio.',
  takeawayOnly: (address) =>
    `Por enquanto não fazemos entregas; você pode retirar seu pedido${address ? ` em ${address}` : ''}.`,
  chips: {
    catalogue: 'Ver catálogo',
    showOrder: 'Ver meu pedido',
    payment: 'Formas de pagamento',
    confirm: 'Confirmar pedido',
    keepShopping: 'Continuar comprando',
    discard: 'Sim, descartar',
    no: 'Não',
  },
};

const en: Phrases = {
  greeting: (store) => `Hi! I'm the assistant of ${store}. What would you like to order today?`,
  added: 'I added to your order:',
  notFound: (text) => `I couldn't find "${text}" in the catalogue.`,
  chooseProduct: (text) => `Which of these do you want for "${text}"?`,
  askAmount: (name, unit) => `How much ${name} do you want? It is sold by ${unit}.`,
  chooseItem: 'Which of the products in your order?',
  removed: (name) => `I removed ${name} from your order.`,
  changed: (name, amount) => `Done, you now have ${amount} of ${name}.`,
  notInOrder: (text) => `"${text}" is not in your order.`,
  emptyOrder: 'Your order is empty. What would you like to order?',
  yourOrder: 'This is your order:',
  preOrder: 'Please check your order before confirming it.',
  confirmQuestion: 'Shall we confirm the order?',
  orderClose: "Thank you for your purchase! We'll let you know when it's ready.",
  confirmed: (number) => `Your order ${number} is confirmed.`,
  discardQuestion: 'Are you sure you want to discard your order?',
  discarded: 'I discarded your order. We can start a new one whenever you like.',
  keepShopping: 'Sure, what else can I add?',
  catalogue: 'Here is the full catalogue:',
  catalogueLink: 'See catalogue',
  orderLink: 'See order',
  thanks: "You're welcome! Anything else?",
  help: 'Ask me for products the way you would write them, for example "2 kg of potatoes and a dozen eggs". I can also show your order, change or remove products, confirm it and answer questions about payment, delivery and the store.',
  notUnderstood:
    'I did not understand. You can write, for example, "2 kg of potatoes", or look at the catalogue.',
  unanswered: "I don't have that answer right now. I'll pass your question on to the store.",
  productQuery: 'This is what we have:',
  howMuch: 'How much do you want?',
  refApplied: (code) => `Done! We registered your code ${code}.`,
  orderLocked: 'Your order is already confirmed and cannot be changed.',
  paymentMethods: (list) => `You can pay with: ${list}.`,
  noPaymentMethods:
    "The store hasn't listed its payment methods yet; they will confirm when preparing the order.",
  location: (address) => `We are at ${address}.`,
  delivery: 'Yes, we deliver to your door.',
  takeawayOnly: (address) =>
    `We don't deliver for now; you can pick up your order${address ? ` at ${address}` : ''}.`,
  chips: {
    catalogue: 'See catalogue',
    showOrder: 'See my order',
    payment: 'Payment methods',
    confirm: 'Confirm order',
    keepShopping: 'Keep shopping',
    discard: 'Yes, discard',
    no: 'No',
  },
};

export const PHRASES: Record<ChatLanguage, Phrases> = { es, po, en };
