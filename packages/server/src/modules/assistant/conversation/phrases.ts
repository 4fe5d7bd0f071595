/** Everything the assistant says, in the store's language (spec: es, po, en). */
export type ChatLanguage = 'es' | 'po' | 'en';

export interface Phrases {
  greeting(store: string): string;
  /** 'quiero hacer un pedido': the order is yet to be said. */
  whatToOrder: string;
  added: string;
  notFound(text: string): string;
  chooseProduct(text: string): string;
  askAmount(name: string, unit: string): string;
  chooseItem: string;
  /** 'cambiame las cervezas': into what. */
  askReplacement(name: string): string;
  removed(name: string): string;
  changed(name: string, amount: string): string;
  /** 'la rubia' of the rubia already taken: it is in the order as asked. */
  alreadyThere(name: string, amount: string): string;
  /** 'Cambié Coca Cola 2,25 L por 2 unid Sprite 2,25 L.' */
  replaced(from: string, to: string): string;
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
  /** The price of one product: 'Yerba Playadito 1 kg está a $ 4.300,00.' */
  priceOne(name: string, price: string): string;
  /** Before a list of products with their prices. */
  priceList: string;
  /** After prices: the customer may order one. */
  orderWhich: string;
  orderThis: string;
  /** A product the store does not sell; the store is told it was asked for. */
  notSold(text: string): string;
  /** The sizes there are, when the one the customer named is not. */
  noSuchSize(text: string): string;
  refApplied(code: string): string;
  orderLocked: string;
  paymentMethods(list: string): string;
  noPaymentMethods: string;
  location(address: string): string;
  delivery: string;
  takeawayOnly(address: string): string;
  /** The closing conversation (closing.ts). */
  closing: ClosingPhrases;
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

export interface ClosingPhrases {
  askMode: string;
  delivery: string;
  pickup: string;
  askAddress: string;
  offerAddress(address: string): string;
  otherAddress: string;
  yes: string;
  shippingCost(cost: string): string;
  askName: string;
  askPhone: string;
  askPayment(list: string): string;
  noted(parts: string): string;
  deliveryTo(address: string): string;
  pickupAt(address: string | null): string;
  contact(name: string, phone: string): string;
  method(name: string): string;
  shipping(cost: string): string;
  summary: string;
  noTakeaway: string;
  methodUnknown(text: string, list: string): string;
  methodNotForMode(list: string): string;
  phoneInvalid: string;
  addressTooLong: string;
}

/** ('… por 1 unid mayonesa x 500 gr.': a name that ends in a period ends the sentence.) */
const ended = (name: string) => name.replace(/\.$/, '');

const es: Phrases = {
  greeting: (store) => `¡Hola! Soy el asistente de ${store}. ¿Qué te gustaría pedir hoy?`,
  whatToOrder: '¡Claro! Decime qué te gustaría pedir, o mirá el catálogo.',
  added: 'Agregué a tu pedido:',
  notFound: (text) => `No encontré «${text}» en el catálogo.`,
  chooseProduct: (text) => `¿Cuál de estos querés para «${text}»?`,
  askAmount: (name, unit) => `¿Cuánto querés de ${name}? Se vende por ${unit}.`,
  chooseItem: '¿Cuál de los productos de tu pedido?',
  askReplacement: (name) => `¿Por cuál querés cambiar ${name}?`,
  removed: (name) => `Saqué ${name} de tu pedido.`,
  changed: (name, amount) => `Listo, ahora tenés ${amount} de ${ended(name)}.`,
  alreadyThere: (name, amount) => `Sí, ya tenés ${amount} de ${name} en tu pedido.`,
  replaced: (from, to) => `Cambié ${from} por ${ended(to)}.`,
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
  priceOne: (name, price) => `${name} está a ${price}.`,
  priceList: 'Estos son los precios:',
  orderWhich: '¿Querés que te agregue alguno? Decime cuál y cuánto.',
  orderThis: '¿Querés que te lo agregue? Decime cuánto.',
  notSold: (text) => `No tenemos «${text}» por ahora. Le aviso a la tienda que lo buscaste.`,
  noSuchSize: (text) => `No tenemos «${text}» en ese tamaño. Tenemos estos:`,
  refApplied: (code) => `¡Listo! Registramos tu código ${code}.`,
  orderLocked: 'Tu pedido ya está confirmado y no se puede modificar.',
  paymentMethods: (list) => `Podés pagar con: ${list}.`,
  noPaymentMethods: 'La tienda todavía no cargó sus medios de pago; te lo confirman al preparar el pedido.',
  location: (address) => `Estamos en ${address}.`,
  delivery: 'Sí, hacemos envíos a domicilio.',
  takeawayOnly: (address) =>
    `Por ahora no hacemos envíos; podés retirar tu pedido${address ? ` en ${address}` : ''}.`,
  closing: {
    askMode: '¿Te lo enviamos a domicilio o lo retirás en el local?',
    delivery: 'Envío a domicilio',
    pickup: 'Retiro en el local',
    askAddress: '¿A qué dirección te lo enviamos?',
    offerAddress: (address) => `¿Te lo mandamos a ${address}?`,
    otherAddress: 'Otra dirección',
    yes: 'Sí',
    shippingCost: (cost) => `El envío cuesta ${cost}.`,
    askName: '¿A nombre de quién hacemos el pedido?',
    askPhone: '¿A qué teléfono te podemos contactar?',
    askPayment: (list) => `¿Cómo vas a pagar? Podés pagar con: ${list}.`,
    noted: (parts) => `Anotado: ${parts}.`,
    deliveryTo: (address) => `envío a ${address}`,
    pickupAt: (address) => `retirás en el local${address ? ` (${address})` : ''}`,
    contact: (name, phone) => `a nombre de ${name}, tel. ${phone}`,
    method: (name) => `pago con ${name}`,
    shipping: (cost) => `envío ${cost}`,
    summary: 'Este es el resumen de tu pedido:',
    noTakeaway: 'Por ahora no tenemos retiro en el local; te lo enviamos a domicilio.',
    methodUnknown: (text, list) => `No aceptamos «${text}». Podés pagar con: ${list}.`,
    methodNotForMode: (list) => `Para esta entrega podés pagar con: ${list}.`,
    phoneInvalid: 'Ese teléfono no parece válido: escribilo solo con números, por ejemplo 11 5555 0000.',
    addressTooLong: 'Esa dirección es demasiado larga; escribime solo la calle, el número y la localidad.',
  },
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
  whatToOrder: 'Claro! Diga o que você gostaria de pedir, ou veja o catálogo.',
  added: 'Adicionei ao seu pedido:',
  notFound: (text) => `Não encontrei «${text}» no catálogo.`,
  chooseProduct: (text) => `Qual destes você quer para «${text}»?`,
  askAmount: (name, unit) => `Quanto você quer de ${name}? É vendido por ${unit}.`,
  chooseItem: 'Qual dos produtos do seu pedido?',
  askReplacement: (name) => `Por qual você quer trocar ${name}?`,
  removed: (name) => `Tirei ${name} do seu pedido.`,
  changed: (name, amount) => `Pronto, agora você tem ${amount} de ${name}.`,
  alreadyThere: (name, amount) => `Sim, você já tem ${amount} de ${name} no seu pedido.`,
  replaced: (from, to) => `Troquei ${from} por ${to.replace(/\.$/, '')}.`,
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
  priceOne: (name, price) => `${name} custa ${price}.`,
  priceList: 'Estes são os preços:',
  orderWhich: 'Quer que eu adicione algum? Diga qual e quanto.',
  orderThis: 'Quer que eu adicione? Diga quanto.',
  notSold: (text) => `Não temos «${text}» no momento. Vou avisar a loja que você procurou.`,
  noSuchSize: (text) => `Não temos «${text}» nesse tamanho. Temos estes:`,
  refApplied: (code) => `Pronto! Registramos seu código ${code}.`,
  orderLocked: 'Seu pedido já está confirmado e não pode ser modificado.',
  paymentMethods: (list) => `Você pode pagar com: ${list}.`,
  noPaymentMethods: 'A loja ainda não cadastrou as formas de pagamento; confirmam ao preparar o pedido.',
  location: (address) => `Estamos em ${address}.`,
  delivery: 'Sim, fazemos entregas a domicílio.',
  takeawayOnly: (address) =>
    `Por enquanto não fazemos entregas; você pode retirar seu pedido${address ? ` em ${address}` : ''}.`,
  closing: {
    askMode: 'Entregamos no seu endereço ou você retira na loja?',
    delivery: 'Entrega em domicílio',
    pickup: 'Retirar na loja',
    askAddress: 'Para qual endereço enviamos?',
    offerAddress: (address) => `Enviamos para ${address}?`,
    otherAddress: 'Outro endereço',
    yes: 'Sim',
    shippingCost: (cost) => `A entrega custa ${cost}.`,
    askName: 'Em nome de quem fazemos o pedido?',
    askPhone: 'Em qual telefone podemos falar com você?',
    askPayment: (list) => `Como você vai pagar? Você pode pagar com: ${list}.`,
    noted: (parts) => `Anotado: ${parts}.`,
    deliveryTo: (address) => `entrega em ${address}`,
    pickupAt: (address) => `retira na loja${address ? ` (${address})` : ''}`,
    contact: (name, phone) => `em nome de ${name}, tel. ${phone}`,
    method: (name) => `pagamento com ${name}`,
    shipping: (cost) => `entrega ${cost}`,
    summary: 'Este é o resumo do seu pedido:',
    noTakeaway: 'Por enquanto não temos retirada na loja; enviamos para o seu endereço.',
    methodUnknown: (text, list) => `Não aceitamos «${text}». Você pode pagar com: ${list}.`,
    methodNotForMode: (list) => `Para esta entrega você pode pagar com: ${list}.`,
    phoneInvalid: 'Esse telefone não parece válido: escreva só com números, por exemplo 11 95555 0000.',
    addressTooLong: 'Esse endereço é longo demais; escreva só a rua, o número e a cidade.',
  },
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
  whatToOrder: 'Sure! Tell me what you would like to order, or see the catalogue.',
  added: 'I added to your order:',
  notFound: (text) => `I couldn't find "${text}" in the catalogue.`,
  chooseProduct: (text) => `Which of these do you want for "${text}"?`,
  askAmount: (name, unit) => `How much ${name} do you want? It is sold by ${unit}.`,
  chooseItem: 'Which of the products in your order?',
  askReplacement: (name) => `What would you like instead of ${name}?`,
  removed: (name) => `I removed ${name} from your order.`,
  changed: (name, amount) => `Done, you now have ${amount} of ${name}.`,
  alreadyThere: (name, amount) => `Yes, you already have ${amount} of ${name} in your order.`,
  replaced: (from, to) => `I changed ${from} to ${to.replace(/\.$/, '')}.`,
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
  priceOne: (name, price) => `${name} costs ${price}.`,
  priceList: 'These are the prices:',
  orderWhich: 'Shall I add one? Tell me which and how much.',
  orderThis: 'Shall I add it? Tell me how much.',
  notSold: (text) => `We don't have "${text}" at the moment. I'll let the store know you asked.`,
  noSuchSize: (text) => `We don't have "${text}" in that size. We have these:`,
  refApplied: (code) => `Done! We registered your code ${code}.`,
  orderLocked: 'Your order is already confirmed and cannot be changed.',
  paymentMethods: (list) => `You can pay with: ${list}.`,
  noPaymentMethods:
    "The store hasn't listed its payment methods yet; they will confirm when preparing the order.",
  location: (address) => `We are at ${address}.`,
  delivery: 'Yes, we deliver to your door.',
  takeawayOnly: (address) =>
    `We don't deliver for now; you can pick up your order${address ? ` at ${address}` : ''}.`,
  closing: {
    askMode: 'Shall we deliver it or will you pick it up at the store?',
    delivery: 'Home delivery',
    pickup: 'Pick up at the store',
    askAddress: 'Which address shall we deliver it to?',
    offerAddress: (address) => `Shall we deliver it to ${address}?`,
    otherAddress: 'Another address',
    yes: 'Yes',
    shippingCost: (cost) => `Delivery costs ${cost}.`,
    askName: 'Whose name is the order under?',
    askPhone: 'Which phone number can we reach you on?',
    askPayment: (list) => `How will you pay? You can pay with: ${list}.`,
    noted: (parts) => `Noted: ${parts}.`,
    deliveryTo: (address) => `delivery to ${address}`,
    pickupAt: (address) => `pick up at the store${address ? ` (${address})` : ''}`,
    contact: (name, phone) => `for ${name}, phone ${phone}`,
    method: (name) => `paying with ${name}`,
    shipping: (cost) => `delivery ${cost}`,
    summary: 'This is the summary of your order:',
    noTakeaway: "We don't have store pick-up for now; we'll deliver it to you.",
    methodUnknown: (text, list) => `We don't take "${text}". You can pay with: ${list}.`,
    methodNotForMode: (list) => `For this delivery you can pay with: ${list}.`,
    phoneInvalid:
      "That phone number doesn't look right: write it with digits only, for example 555 123 4567.",
    addressTooLong: 'That address is too long; just write the street, the number and the town.',
  },
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
