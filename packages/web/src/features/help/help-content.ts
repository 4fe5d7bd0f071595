/**
 * The content of /help, written for store owners and their teams. Each tab is a list of blocks:
 * a heading with paragraphs, steps (numbered) or terms (a glossary / question list).
 */
export interface HelpBlock {
  heading: string;
  paragraphs?: string[];
  steps?: string[];
  terms?: { term: string; text: string }[];
}

export interface HelpTab {
  label: string;
  intro: string;
  blocks: HelpBlock[];
}

export const HELP_TITLE = 'Ayuda';
export const HELP_BACK = 'Volver';

export const HELP_TABS: HelpTab[] = [
  {
    label: 'Quienes somos',
    intro:
      'Mostrador es el mostrador digital de tu negocio: un asistente que atiende a tus clientes por chat, toma los pedidos y te los deja ordenados para que los prepares y los cobres.',
    blocks: [
      {
        heading: 'Para quién es',
        paragraphs: [
          'Para almacenes, dietéticas, ferreterías, librerías, viveros y cualquier comercio chico que recibe pedidos por WhatsApp, redes o su sitio web y quiere dejar de anotarlos a mano.',
          'El dueño o la dueña configura la tienda; el equipo atiende pedidos, cobros y clientes desde el celular o la computadora.',
        ],
      },
      {
        heading: 'Qué hace por vos',
        terms: [
          {
            term: 'Atiende',
            text: 'El asistente saluda, muestra el catálogo, responde las preguntas frecuentes y arma el pedido con el cliente, a cualquier hora.',
          },
          {
            term: 'Ordena',
            text: 'Cada pedido llega a Pedidos con el detalle de productos, cantidades, envío y forma de pago.',
          },
          {
            term: 'Cobra',
            text: 'Podés pedir el pago desde el pedido; el cliente paga con MercadoPago u otro medio que configures.',
          },
          {
            term: 'Vuelve a vender',
            text: 'Códigos QR, links de promoción y un calendario de promos traen a tus clientes de vuelta.',
          },
        ],
      },
      {
        heading: 'Cómo contactarnos',
        paragraphs: [
          'Desde el menú SOPORTE podés escribirnos por e-mail o pedir una videollamada. Contanos el hashtag de tu tienda y qué estabas haciendo, así te ayudamos más rápido.',
        ],
      },
    ],
  },
  {
    label: 'Como configurar',
    intro:
      'En CONFIGURACION, la pestaña ASISTENTE te guía en cuatro pasos. Podés hacerlos en cualquier orden y volver cuando quieras: el asistente recuerda en qué paso te quedaste.',
    blocks: [
      {
        heading: 'Paso 1: tu negocio',
        steps: [
          'En MI NEGOCIO completá la razón social, la identificación fiscal (es el único dato obligatorio), la dirección, el teléfono y el símbolo de la moneda.',
          'En SEGURIDAD agregá a las personas de tu equipo: el sistema genera una contraseña de 8 caracteres que tenés que pasarles; se muestra una sola vez.',
          'Pedinos por e-mail un número de WhatsApp exclusivo para que el asistente atienda desde ahí.',
        ],
      },
      {
        heading: 'Paso 2: productos y ventas',
        steps: [
          'En Productos cargá tu lista: de a uno o con una planilla con nombre, tipo, marca, precio y unidad.',
          'En VENTAS elegí si hacés envíos, retiro en el local o ambos (siempre queda al menos uno activo) y si querés mandar promociones y recordatorios de carrito.',
          'En PAGOS cargá tus medios de pago, dónde aplica cada uno y el mensaje que recibe el cliente (por ejemplo, el alias para transferir).',
          'En PERSONALIZAR elegí el logo, los colores y los mensajes del asistente; la vista previa del widget muestra cada cambio en un segundo.',
        ],
      },
      {
        heading: 'Paso 3: respuestas',
        steps: [
          'En Marketing > FAQS > GENERALES respondé las cinco preguntas que todos hacen: medios de pago, ubicación, envíos, costo de envío y compra mínima.',
          'En PERSONALIZADO agregá las preguntas propias de tu negocio. Podés escribir varias formas de preguntar lo mismo, separadas por comas, con una sola respuesta.',
          'Revisá SIN RESPONDER cada tanto: ahí aparece lo que el asistente no supo contestar.',
        ],
      },
      {
        heading: 'Paso 4: promoción',
        steps: [
          'En Marketing > ACCIONES creá un código por cada lugar donde promocionás (Instagram, la vidriera, un volante) y descargá su QR.',
          'En CALENDARIO escribí una promo para cada día de la semana.',
          'En COMPARTIR copiá el link de tu tienda o el código para poner el chat en tu sitio web.',
        ],
      },
      {
        heading: 'Las tareas se vencen',
        paragraphs: [
          'Algunas tareas del asistente se desmarcan solas para que las revises: los datos del negocio a los 7 días, los códigos QR a los 15, el calendario a los 10 y las preguntas y mensajes a los 21. Es un recordatorio: tus datos no se borran.',
        ],
      },
    ],
  },
  {
    label: 'Como vender',
    intro: 'El día a día: de la charla con el cliente al pedido entregado y cobrado.',
    blocks: [
      {
        heading: 'El recorrido de un pedido',
        steps: [
          'El cliente chatea con el asistente y arma su carrito: el pedido queda Provisorio y el cliente todavía puede cambiarlo.',
          'Cuando el cliente lo confirma pasa a Pendiente y aparece en ENTRANTES, en el inicio.',
          'Al empezar a prepararlo ponelo En proceso. Si hace falta, ajustá cantidades o precios, agregá el costo de envío, un descuento o un recargo.',
          'Con el pedido listo pasalo a A despachar, cargá el envío (empresa, código de seguimiento y fecha) y, cuando llega, a Entregado.',
        ],
      },
      {
        heading: 'Cobrar',
        paragraphs: [
          'Con el pedido Pendiente o En proceso y un medio de pago elegido por el cliente, usá Solicitar pago: el cliente ve el botón Pagar en el resumen de su pedido.',
          'En Cobros ves los pagos pedidos; cuando recibís un pago por otro medio (efectivo, transferencia) usá Completar para marcarlo como aprobado.',
          'Una vez fijado el pago ya no se pueden cambiar precios, costo de envío ni otros conceptos: así el cliente paga exactamente lo que aceptó.',
        ],
      },
      {
        heading: 'Consejos que funcionan',
        terms: [
          {
            term: 'Respondé rápido',
            text: 'Revisá ENTRANTES varias veces al día; un pedido confirmado y preparado en el día vuelve a comprar.',
          },
          {
            term: 'Fotos y etiquetas',
            text: 'Los productos con foto y etiquetas (sin tacc, oferta, vegano) se encuentran y se venden más.',
          },
          {
            term: 'Promos con día',
            text: 'Una promo fija por día ("martes de frutas") crea costumbre; usá el calendario.',
          },
          {
            term: 'Medí',
            text: 'En Informes mirá qué productos se venden más y cuántas charlas terminan en pedido.',
          },
        ],
      },
    ],
  },
  {
    label: 'Glosario',
    intro: 'Las palabras que vas a ver en Mostrador y qué significan.',
    blocks: [
      {
        heading: 'Términos',
        terms: [
          {
            term: 'Asistente',
            text: 'El chat automático que atiende a tus clientes en tu página, tu sitio web o WhatsApp.',
          },
          {
            term: 'Hashtag',
            text: 'El nombre corto de tu tienda, con # adelante (por ejemplo #almacen). Forma el link de tu página: /s/almacen.',
          },
          {
            term: 'Widget',
            text: 'El botón redondo del chat que aparece abajo en tu página o en tu sitio web.',
          },
          {
            term: 'Pedido provisorio',
            text: 'Un carrito que el cliente está armando y todavía no confirmó.',
          },
          {
            term: 'Estado del pedido',
            text: 'Provisorio, Pendiente, En proceso, A despachar, Entregado, o Descartado/Cancelado.',
          },
          {
            term: 'Otros conceptos',
            text: 'Descuentos (negativos) o recargos e intereses (positivos) que se suman al total del pedido.',
          },
          {
            term: 'Código de referencia (QR)',
            text: 'Un código que identifica de dónde vino un cliente; su QR abre tu tienda o tu WhatsApp con el código.',
          },
          {
            term: 'FAQ',
            text: 'Pregunta frecuente. Las GENERALES son las cinco básicas; las de PERSONALIZADO forman tu base de conocimiento.',
          },
          {
            term: 'Base de conocimiento',
            text: 'Las respuestas propias de tu negocio que el asistente usa para contestar.',
          },
          {
            term: 'Sin responder',
            text: 'Preguntas de clientes que el asistente no supo contestar y esperan tu respuesta.',
          },
          {
            term: 'Calendario de promos',
            text: 'Un mensaje de promoción para cada día de la semana (0 es lunes, 6 domingo).',
          },
          {
            term: 'Carrito abandonado',
            text: 'Un pedido provisorio con productos que el cliente dejó sin confirmar; se le puede recordar entre las 11 y las 17 h.',
          },
          {
            term: 'Equipo',
            text: 'Usuarios de la tienda que no son el administrador: atienden pedidos, cobros, clientes y productos.',
          },
        ],
      },
    ],
  },
  {
    label: 'Preguntas frecuentes',
    intro: 'Lo que más nos preguntan las tiendas.',
    blocks: [
      {
        heading: 'Preguntas y respuestas',
        terms: [
          {
            term: '¿Por qué no puedo apagar el envío a domicilio?',
            text: 'Porque al menos una forma de entrega tiene que quedar activa. Si apagás el envío con el retiro apagado, el retiro se enciende solo.',
          },
          {
            term: '¿Cómo le doy acceso a alguien de mi equipo?',
            text: 'En CONFIGURACION > SEGURIDAD usá Agregar usuario. Copiá la contraseña que aparece y pasásela: no se vuelve a mostrar.',
          },
          {
            term: 'Olvidé mi contraseña, ¿qué hago?',
            text: 'En la pantalla de ingreso usá ¿Olvidaste tu contraseña?: te mandamos un código por e-mail para elegir una nueva.',
          },
          {
            term: '¿Por qué no veo PAGOS ni SEGURIDAD?',
            text: 'Solo el administrador de la tienda (quien la registró) ve esas secciones y las preguntas frecuentes del asistente.',
          },
          {
            term: '¿Cómo pongo el chat en mi sitio web?',
            text: 'En Marketing > COMPARTIR elegí la posición del botón y copiá el código del widget antes de </body> en tu sitio.',
          },
          {
            term: '¿Qué tamaño tienen que tener las imágenes?',
            text: 'El logo del encabezado, al menos 1000x200 px (5:1); la imagen principal, 800x800 (1:1 o 4:3); el avatar del widget, 640x640, cuadrado y sin transparencia.',
          },
          {
            term: '¿Puedo cambiar un pedido después de confirmado?',
            text: 'Sí: podés cambiar cantidades mientras está Pendiente, y precios, envío y otros conceptos hasta que el pago quede fijado.',
          },
          {
            term: '¿Dónde veo cuánto vendí?',
            text: 'En Informes: ventas por día, pedidos por estado, productos más vendidos y cuántas charlas terminan en un pedido confirmado.',
          },
        ],
      },
    ],
  },
];
