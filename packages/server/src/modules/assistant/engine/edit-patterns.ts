/*
 * The words of changes to the order, as customers of each country write them: the verbs (vos,
 * tú, usted), the shapes of a change ('X no, Y', 'del tomate sacame un kilo', 'de los dos') and
 * what names no item. Read by edits.ts.
 */
/** Pronouns a verb may carry: 'sacala', 'quíteme', 'cámbiele', 'sácamelo'. */
export const CLITIC = '(?:me|le|la|lo|las|los|nos|les|mel[oa]s?|sel[oa]s?)?';
/** The imperative of each verb as AR/UY (vos, folded: 'sacá'), MX/CO (tú, usted, ustedes) write it. */
export const verbs = (...stems: string[]) => `(?:${stems.join('|')})${CLITIC}`;
export const REMOVE_VERB = verbs(
  'saca|saque|saquen|quita|quite|quiten|borra|borre|borren|elimina|elimine|eliminen',
  'retira|retire|retiren|cancela|cancele|cancelen|descarta|descarte|descarten|anula|anule|anulen',
  'desconta|descuenta|descuente|descuenten|resta|reste|resten',
  // ('las bananas volalas': throw them out, in Argentina and Uruguay.)
  'vola',
  // ('sacme el zapallito': the verb typed in a hurry.)
  'sacme|quitme',
  // ('lo del jabón olvídelo': forget it, with the pronoun, so 'me olvidé' stays an apology.)
  'olvid[ae](?=l[oa]s?\\b)',
);
export const REMOVE = new RegExp(
  `\\b(${REMOVE_VERB}|(?:me )?(?:colabora|ayuda|ayudas)\\w* (?:quitando|sacando|borrando|eliminando|cancelando)|no me (mandes|mandas|manden|mande|traigas|traigan|traiga|pongas|pongan|ponga|envies|envien|envie|agregues|agregue|incluyas|incluya|sumes)|(ya|siempre) no (quiero|va|(lo|la|los|las) quiero)|^ya no (?=(el|la|los|las) )|siempre no|me arrepenti(mos)? (de|del)|no quiero( mas)?|olvid(a|e|en|ate|ese|ense|alo|ala)( lo)? (de|del|el|la|los|las)|no va( mas)?)\\b|^(mejor )?sin\\b(?!.*\\d)`,
);
/** The units a package size is said in after 'de' ('la de 500 ml', 'de 1 kg'). */
export const SIZE_UNIT = '(?:ml|cc|g|gr|grs|gramos|l|lt|lts|litros?|kg|kilos?)';
/** 'duplicá el dulce de leche', 'triplicame las cocas', 'que sea el doble de pan'. */
export const SCALE = new RegExp(
  `\\b(?:${verbs('duplica|duplique|dupliquen')}|(el )?doble de|(el )?doble del)\\b|^(?:del?|de la|de los|de las)\\s.*\\bel doble$`,
);
/** 'la papa déjela en la mitad', 'de las stout que sean la mitad': half of it. */
export const HALVE = /\b(?:(?:en|a) )?la mitad\b/;
export const TRIPLE = new RegExp(`\\b(?:${verbs('triplica|triplique|tripliquen')}|(el )?triple del?)\\b`);
/** 'borrá todo y poneme 3 kg de papa': the order emptied, then what comes next. */
export const CLEAR_THEN = new RegExp(
  `^(?:${REMOVE_VERB}) todo(?: lo(?: que (?:te |le )?(?:pedi|puse|mande))?)?\\s*(?:,|\\by\\b)\\s*\\S`,
);
/** 'borrá todo menos la coca', 'dejá solo la yerba', 'nada más dejá la tortilla'. */
export const KEEP_ONLY =
  /\b(todo menos|todo excepto|todo salvo|dej[ae](me)? (solo|nada mas|nomas|unicamente)|(solo|nada mas|nomas) dej[ae](me)?)\b/;
/**
 * 'los powerade cambialos a naranja', 'cambiá la coca a la de 2 litros': 'a' a product follows
 * says what it becomes, as 'por' does ('cambiá las aguas a 5' is an amount).
 */
export const CHANGE_TO =
  /\b(cambi(?:a|e|en|ar)(?:me|le|la|lo|las|los|selo|sela|selos|selas)?|pas(?:a|e)(?:la|lo|las|los|selas|selos))\b(.*?)\s+al?\s+(?!(?:\d+(?:\.\d+)?|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|medio|media|docena)\b(?! del?\b))(?=[a-z0-9])/;
/** 'cambiala x la 0000': 'x' between words is 'por' ('coca x 2', 'x kilo' are amounts and units). */
export const X_FOR =
  /([a-z]) x (?!(?:\d|kg|kgs|kilos?|lts?|litros?|grs?|gramos?|unidad|unidades|u|un|una|ud|uds|unid|metros?|docenas?|pack|paquete)\b)(?=[a-z])/g;
/** 'que vienen mis suegros', 'que pica mucho': why, after the change, naming no product. */
export const REASON =
  /\s+(?:porque|que|q|xq|pq)\s+(?:ya\s+|al final\s+)?(?:(?<=\b(?:que|q)\s+)(?:aqui|aca|ahi|alla|en (?:la )?casa|mis? [a-z]+|(?:el|la|los|las) [a-z]+)\s+(?!no\b|ya no\b))?(?:me [a-z]+|sale|salen|conviene|vienen|viene|es|son|hay|pica|pican|tengo|tenemos|estoy|estamos|van|va|estan|esta|hoy|manana|somos|se|nos|no|te|le|les|hago|hacemos|trajo|trajeron|compre|compramos|consegui|conseguimos|traje|l[oa]s? consegui|l[oa]s? compre|l[oa]s? tengo|come|comen|me trajo|me trajeron|me dieron|rinde|rinden|dura|duran|sirve|alcanza|tngo)\b(?:(?!\s(?:y|e|que sean?|mejor)\b)[^,])*/g;
/**
 * A clause after the change that only says why ('…, ya tengo azúcar', '…, 2 es mucho', '…, mi
 * gato no come otra cosa', '…, paso yo por la panadería'): no change in it.
 */
/**
 * 'ya que lavo todo hoy', 'porque el branca está carísimo', 'que el branca está carísimo': why,
 * whatever follows.
 */
export const BECAUSE =
  /\s+(?:(?:ya que|porque|xq|pq)\s+|(?:que|q)\s+(?=(?:el|la|los|las)\s+\S+\s+(?:esta|estan|es|son|sale|salen|cuesta|cuestan)\b))[^,]*/g;
/** Whom or what it is for, after the change: 'el jugo que sean 6 para las loncheras'. */
export const PURPOSE = /\s+(?:para|pa)\s+(?:l[oa]s?|el|mi|mis|tu|tus|su|sus|que|cuando)\b[^,]*/g;
/** 'quise decir naranja de jugo': what the item touched last was meant to be. */
export const MEANT = /^(?:quise|queria|kise|keria) decir\s+(?!que\b)(.+)$/;
/** 'son 3 las yerbas', 'que sean 2 los jabones', 'son 3 kilos de tortilla': how many, then the item. */
export const AMOUNT_THEN_ITEM =
  /^(?:son|eran|que sean)\s+((?:\d+(?:\.\d+)?|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|medio|media)(?:\s+(?:kilos?|kg|gramos|litros?|paquetes?))?)\s+(?:(?<=(?:kilos?|kg|gramos|litros?|paquetes?)\s)de\s+(?!l[oa]s?\b)|(?:de\s+)?l[oa]s?\s+)(.+)$/;
/** 'el shampoo mejor para cabello normal': the item, 'mejor', then what it becomes (no amount). */
export const ITEM_THEN_BETTER =
  /^(?:el|la|los|las)\s+(.+?)\s+mejor\s+(?:para\s+|el\s+|la\s+|los\s+|las\s+|que\s+sean?\s+)?(.+)$/;
/** '…, y si no tenés pepsi sacala': if what it becomes is not sold, the item comes off. */
export const IF_NOT_SOLD_REMOVE =
  /,?\s*(?:y\s+)?si no (?:tenes|tienes|tienen|hay|tiene|habia)\b[^,]*?\s+(?:sac|quit|borr)[a-z]*\b(?:\s+(?:nomas|nada mas|y ya|y listo))?$/;
export const REASON_CLAUSE =
  /^(?:lo demas\b|gracias\b|(?:despues|luego|mas tarde) te (?:escribo|aviso|mando|paso|digo)\b|no (?:tengo|tenemos) ganas\b|(?:(?:el|la|los|las) \S+(?: \S+)? )?no (?:me |nos |le |les )?(?:gusta|gustan|alcanza|alcanzan|da|dan|llega|llegan|sirve|sirven|entra|entran|cabe|caben|conviene|convienen|dura|duran)\b|(?:(?:a \S+(?: \S+)?|es[oa]s?|est[oa]s?) )?(?:le|les|me|nos|te) gustan?\b|(?:la|el) (?:otra|otro|proxima|proximo) (?:semana|mes|vez|dia)\b|(?:al final )?somos\b|(?:(?:ta|esta|estan|tan|sale|salen)\s+)?(?:muy\s+|re\s+|bien\s+)?(?:car[oa]s?|carisim[oa]s?)\b|(?:\S+ ){0,3}(?:comen|toman)\b|(?:eso|esos|esa|esas) (?:ya|l[oa]s?)\b|(?:el|la|los|las) \S+ l[oa]s? (?:compro|compramos|consigo|tengo|traigo)\b|(?:medi|conte|calcule|lei|entendi) mal\b|me confundi con \S+(?: \S+)?$|se me (?:olvido|olvidaba|habia olvidado|paso|pasaba)\b|(?:ya )?me acorde\b|(?:ando|andamos)\b|que (?:quiere|quieren|prefiere|prefieren|pide|piden)\b|(?:uy |ay )?me (?:asuste|tente|emocione|entusiasme|pase|zarpe)\b|(?:l[oa]s? )?(?:compro|compramos|consigo|traigo|compre|consegui|conseguimos)\b|con (?:el|la|los|las|eso|esto|lo|un|una|uno|dos|tres|\d+)\b.*\b(?:suficiente|alcanza|basta)\b|(?:aqui|aca|ahi) (?:tengo|tenemos|hay)\b|ya (?!no\b)|mi |mis |paso |pasamos |hago |hacemos |vienen |viene |es |son |esta |estan |tengo |tenemos |me trajeron |nos trajeron |(?:(?:ayer|hoy|ya|recien)\s+)?(?:(?:el|la|mi|una?) \S+ )?(?:me|nos) (?:regalaron|regalo|dieron|dio|trajo|trajeron)\b|(?:\d+|uno|dos|tres) (?:es|son) (?:mucho|poco|demasiado)|(?:\S+ ){1,4}(?:es|son|seria|serian) (?:un monton|muchos?|muchas|demasiad[oa]s?|poco|muy poco|un exceso)\b)/;
// ('la rosamonte es de medio kilo': 'es' only before a size, as 'la leche es para la nena' is no change.)
export const ITEM_BE =
  /^(?:el|la|los|las)\s+(.+?)\s+(?:que\s+sean?|era|eran|son|es(?=\s+de\s+(?:medio|media|un|una|\d|kilo|litro|cuarto)\b)|quise decir|l[oa]s? quiero|l[oa]s? queria)\s+(?:(?:la|el|los|las)\s+)?(.+)$/;
/** 'la harina la quiero favorita', 'el manjar quise decir el repostero': what the item was meant to be. */
export const ITEM_WANTED = /^(?:el|la|los|las)\s+.+?\s+(?:quise decir|l[oa]s? quiero|l[oa]s? queria)\s+\S/;
/** 'el dulce de leche el de kilo': the item, then the size it becomes, with no verb. */
export const ITEM_SIZE = /^(?:el|la|los|las)\s+(.+?)\s+(?:el|la|los|las)\s+(de\s+.+)$/;
/** 'el skip por ariel': the item, then 'por' and what it becomes, with no verb ('por kilo' is a unit). */
export const ITEM_FOR =
  /^(?:el|la|los|las)\s+((?:[a-z0-9]+\s+){0,2}[a-z0-9]+)\s+por\s+(?!(?:kilo|kg|unidad|litro|docena|paquete|gramo|peso|pieza|uno|una)s?\b)(.+)$/;
/** 'el pollo es 1 kilo nada más', 'el limón medio kilo nomás': the item, then only that much. */
export const ONLY_AFTER =
  /^(?:el|la|los|las)\s+(.+?)\s+(?:(?:es|son|era|eran|que sean?)\s+)?(.+?)\s+(?:nomas|nada mas|no mas|solamente)$/;
/**
 * 'era uno solo de duraznos', 'nomás un paquete de panecillos', 'uno solo de los muffins': only
 * that many of an item; read as 'que sean 1 los duraznos'.
 */
const ONLY_AMOUNT = String.raw`(\d+(?:\.\d+)?|un|una|uno|dos|tres|cuatro|cinco|seis|medio|media)((?:\s+(?:kilos?|kg|paquetes?|litros?|bolsas?|latas?))?)`;
export const ONLY_OF = [
  new RegExp(
    String.raw`^(?:era|eran|es|son)\s+(?:nomas\s+|solo\s+)?${ONLY_AMOUNT}(?:\s+sol[oa]s?)?\s+de\s+(?:(?:el|la|los|las)\s+)?(?!cada\b)(.+)$`,
  ),
  new RegExp(
    String.raw`^(?:nomas|nada mas|solo|solamente)\s+${ONLY_AMOUNT}(?:\s+sol[oa]s?)?\s+de\s+(?:(?:el|la|los|las)\s+)?(?!cada\b)(.+)$`,
  ),
  new RegExp(String.raw`^${ONLY_AMOUNT}\s+sol[oa]s?\s+de\s+(?:(?:el|la|los|las)\s+)?(?!cada\b)(.+)$`),
];
/** Of the item said first, that much taken off: 'del tomate sacame un kilo'. */
export const PORTION_TAKEN = new RegExp(
  `^(?:del|de la|de los|de las|de)\\s+(.+?)\\s+(?:${REMOVE_VERB})\\s+(.+)$`,
);
/** Of the item said first, that much more or less: 'de naranjas dos kilos menos'. */
export const PORTION_MORE = /^(?:del|de la|de los|de las|de)\s+(.+)\s+(?<!nada )(mas|menos)$/;

export const LAST_NO = /^(?:no,? )?(?:lo ultimo|eso ultimo|eso|esto)(?: que \w+(?: \w+)?)? (?:ya )?no\b/;
/** 'la coca sí, la squirt no': what stays, then what comes off. */
export const YES_THEN_NO =
  /^(?:el|la|los|las)\s+[^,]+?\s+si\s*,?\s+(?:pero\s+)?(?:el|la|los|las)\s+([^,]+?)\s+no$/;
export const NO_THEN =
  /^((?:el|la|los|las)\s+[^,]+?)\s+no\s*,?\s+(?:(?:mejor|que sean?|que sea|era|eran|dame|mandame|traeme|poneme|pone|cambi\w* por)\s+)?([^,]+)$/;
export const NOT_A_PRODUCT =
  /^(?:gracias|nada|eso|ya|listo|mas|tampoco|porfa|por favor|va|van|vaya|quiero|queremos|hace|hacen|importa|sirve|sirven|alcanza|alcanzan|entra|entran|cabe|caben|conviene|convienen|queda|quedan|necesito|(?:me |te )?(?:lo|la|los|las) (?:quiero|queremos|necesito|necesitamos|mandes|mande|manden|traigas|traiga|traigan|pongas|ponga|pongan|sirve|gusta|agregues|agregue|sumes|incluyas)|me (?:lo|la|los|las)?\s*\w+)\b/;
/** 'de los dos', 'las dos', 'ambos': every item the change names, or both of the order's. */
export const BOTH = /\b(?:(?:de|a) )?(?:los dos|las dos|ambos|ambas)\b/;
/** 'cambiá la leche entera por descremada': the verb, then the item, then 'por' and the new one. */
export const REPLACE = new RegExp(
  `\\b(${verbs('cambia|cambie|cambien|cambiar|reemplaza|reemplace|reemplacen|reemplazar')})\\b.*\\bpor\\b`,
);
/**
 * A change that names the item and not what it becomes: 'cambiame las cervezas', 'me equivoqué con
 * los vinos', 'la coca cambiala'. The next message says what ('por patagonia de litro'). ('Me
 * equivoqué con los vinos' comes as 'con los vinos': the apology is chatter.)
 */
export const CHANGE_UNSAID = new RegExp(
  `^(?:(?:sabe|sabes|mira|oye|che|ay|uy|perdon|disculpa|disculpe)\\s+(?:que\\s+)?)*(?:(?:quiero|quisiera|queria|necesito)\\s+)?` +
    `(?:${verbs('cambia|cambie|cambien|cambiar')}|me equivoque con|me confundi con|(?<=^)con)\\s+((?:el|la|los|las|lo del?)\\s+.+)$` +
    `|^((?:el|la|los|las|lo del?)\\s+.+?)\\s+${verbs('cambia|cambie|cambien')}$`,
);
export const SET = new RegExp(
  `\\b(${verbs('cambia|cambie|cambien|baja|baje|bajen|achica|achique|achiquen|reduci|reduce|reduzca|reduzcan|sube|subi|suba|suban|corregi|corrige|corrija|modifica|modifique')}|que sea(n)?|mejor|^son(?= (?:\\d+|un|una|uno|dos|tres|cuatro|cinco|seis|medio|media)(?: kilos?| kg| unidades)?(?:,|$))|deja(me|lo|la|los|las)? en|dejal[oa]s? en|deje(me|lo|la|los|las)? en|dejel[oa]s? en|ponele|ponle(?<=^(?:el|la|los|las)\\s[^,]*ponle)|ponel[oa]s?|ponl[oa]s(?= en )|pas[ae]l[oa]s? a|dejame (?=(?:\\d|un|una|uno|dos|tres|cuatro|cinco|medio|media)\\b)|has[ae]l[oa]s?|hagal[oa]s?|hag[ae]mel[oa]s?|hacemel[oa]s?|llevel[oa]s? a|llevar?l[oa]s? a|hace(lo|la|los|las)|haz(lo|la|los|las)|hace(?= (?:\\d+|dos|tres|cuatro|cinco|seis)\\b(?! (?:dias?|semanas?|mes|meses|horas?|minutos?|anos?|rato)\\b))|en vez del?|en lugar del?)\\b`,
);
export const INSTEAD_OF =
  /^en (?:vez|lugar) (?:de|del)\s+(.*?)(?:\s*,\s*|\s+(?:me )?(?:pon(?:e|eme|me|ele|le|game|gan)|mand(?:a|ame|eme|en|enme)|da(?:me)?|deme|tra(?:eme|igame|e)|quiero|que sean?|mejor)\s+)(.*)$/;
/** An addition inside a change: 'y agregame 2 aguas', 'sumale 2 yerbas más', 'ponle una leche más'. */
export const ADD_VERBS = verbs(
  'agrega|agregue|agreguen|agrege|agregele|suma|sume|sumen|pone|pones|pon|ponga|pongan|anota|anote|anade|anada|echa|eche|echen',
  // 'regáleme otra coca': give me, as customers in Colombia ask.
  'regala|regale|regalen',
  // 'auméntame un kilo más de cebolla' (Perú, Bolivia): add more.
  'aumenta|aumente|aumenten',
);
export const ADD_VERB = new RegExp(`^(${ADD_VERBS})\\b`);
/** The 'put' verb's forms, without their pronoun: one source for the change reader and restated.ts. */
export const PUT_FORMS = '(?:pon|pone|pones|ponga|pongan)';
/** 'ponle 2 cremas', 'póngame 3': put, which says how many there are to be rather than how many more. */
export const PUT = new RegExp(`^${PUT_FORMS}(?:me|le|nos|les|ele|eme)?\\b`);
/** 'del vacío poneme kilo y medio', 'de la coca dame 4': the item first, then how much of it. */
export const PARTITIVE_AMOUNT =
  /^(?:del|de la|de las|de los|de)\s+(.+?)\s+(?:pon(?:e|eme|me|ele|le|game|es|gan)?|dej[ae](?:me|le)?|pasame|pasale|d[ae]me|mand[ae]me|tr(?:ae|aiga)me|que sean?|nada mas|nomas|solo)\s+(.+)$/;
/** 'y también 2 sprite', '2 sprite también': one more product, with no verb of adding. */
export const ALSO = /^(?:y )?(?:tambien|ademas)\b|\b(?:tambien|ademas)$/;
export const ANY_ADD_VERB = new RegExp(`\\b(${ADD_VERBS})\\b`, 'g');
export const MORE = new RegExp(
  `\\b(otr[oa]s?|(\\d+|un|una|uno|dos|tres) mas|mas de|otro igual|otra igual)\\b|\\b(${ADD_VERBS})\\b.*\\bmas\\b|^(?:y )?(?:\\d+|un|una|uno|dos|tres|cuatro|cinco) [a-z].* mas$`,
);
export const OLD_AMOUNT_BACK =
  /^(.+?)\s*(?:[,.]\s*|\s+y\s+)no\s+(?:\d+|un|una|uno|dos|tres|cuatro|cinco|seis)$/;
export const WAS_NOT =
  /\bno (?:era|eran|es|son|quise|queria) (?:una? |el |la |los |las )?([^,]+?),?\s+(?:era|eran|es|son|sino|quise|queria)\s+(.+)$/;
export const CLEAR = new RegExp(`^(?:${REMOVE_VERB}) todo(?: lo(?: que (?:te |le )?(?:pedi|puse|mande))?)?$`);
export const THAT_BE = /^que (?:el|la|los|las) (.+?) sean? (.+)$/;
/** Some of the item, then what they become: 'uno que sea de frutilla', 'que 3 sean negras'. */
export const SOME_BECOME =
  /^(?:que\s+)?(\d+|un[oa]?|dos|tres|cuatro|cinco|seis)\s+(?:de\s+(?:ell[oa]s|es[oa]s|l[oa]s\s+(.+?))\s+)?(?:que\s+)?sean?\s+(.+)$/;
/** A package size said after 'de': 'de 250', 'de 1.5 lt', 'de kilo', 'de medio litro'. */
export const SIZE_AFTER_DE = `de (?:\\d+(?:\\.\\d+)?(?:\\s*${SIZE_UNIT})?|${SIZE_UNIT}|medio (?:kilo|litro)|litro y medio)`;
/** 'mandame el de 930': a size said last. */
export const SIZE_LAST = new RegExp(`\\b${SIZE_AFTER_DE}$`);
/** 'de 15 también' after a replacement: only the size of what it becomes. */
export const SIZE_ONLY = new RegExp(`^${SIZE_AFTER_DE}(?:\\s+(?:tambien|igual))?$`);
/** 'los huevos mejor traeme el maple de 30': the item, the change word, the new one's words and size. */
export const NAMED_SIZE = new RegExp(
  `^(.*?)\\b(?:mejor|que sean?)\\s+(?:\\w+me(?:l[oa]s?)?\\s+)?(?:la|el|los|las)\\s+((?:[a-z]{1,}\\s+){1,5}${SIZE_AFTER_DE})$`,
);
/** 'mejor el dulce de leche de kilo': the change word, the item, then the size. */
export const CHANGE_THEN_SIZE = new RegExp(`^(?:mejor|que sean?)\\s+(.*?)\\s+(${SIZE_AFTER_DE})$`);
/** 'los cafés de 250 mejor', 'dulce de leche de kilo mejor': the item, the size, then the change word. */
export const SIZE_THEN_CHANGE = new RegExp(`^(.*?)\\s+(${SIZE_AFTER_DE})\\s+(?:mejor|que sean?)$`);
export const CORRECTED_SIZE = new RegExp(
  `^(.+?)\\s+(?:${SIZE_AFTER_DE}|de medio)\\s+no\\s*,?\\s+(${SIZE_AFTER_DE}|de medio)$`,
);
/** 'quise decir playadito de medio kilo, no de kilo': the size meant, then the one said before. */
export const MEANT_SIZE = new RegExp(
  `^(?:quise decir|queria decir|era)\\s+(.+?)\\s+(${SIZE_AFTER_DE}|de medio)\\s*,?\\s+no\\s+(?:${SIZE_AFTER_DE}|de medio)$`,
);
/** Words of the clause that are not its target. */
export const NOISE =
  /\b(uy|ay|ah|eh|ahi|alli|como (?:estaba|estaban|antes|era|eran)|fijate|fijese|mira|mire|oye|oiga|oigame|escucha|escuche|quiero|queria|quisiera|pone|pones|ponen|pon|coloca\w*|coloque\w*|dame|damelo|damelos|deme|(?:manda|pasa|trae|traiga|da|de|pon|ponga|deja|deje|cambia|cambie)mel[oa]s?|pasame|pasale|mandame|mandeme|mandenme|envieme|envienme|traiganme|manda|mande|mandas|mandan|traeme|traigame|echa\w*|eche\w*|colabora\w*|ayuda\w*|quitando|sacando|borrando|eliminando|cancelando|regala\w*|regale\w*|saca\w*|saque\w*|quita\w*|quite\w*|borra\w*|borre\w*|elimin\w*|retir\w*|cancel\w*|descart\w*|anul\w*|descont\w*|descuent\w*|rest[ae](me|le|n)?|no me \w+|(ya|siempre) no (quiero|va)|siempre|no quiero( mas)?|nada|olvid\w+|no va( mas)?|todo menos|todo excepto|todo salvo|deja\w*|deje\w*|solo|cambi\w*|reemplaz\w*|que sean?|mejor|baja\w*|baje\w*|achic\w*|achiqu\w*|reduc\w*|reduzc\w*|sube\w*|subi\w*|suba\w*|ponele|ponel[oa]s?|ponl[oa]s|poneme|ponme|ponle|pongame|pongale|ponga|pongan|traiga|traigan|lleva\w*|lleve\w*|hace\w*|haz\w*|has[ae]l\w*|hagal\w*|hag[ae]mel\w*|pas[ae]l[oa]s?|tmb|tb|en vez del?|en lugar del?|corregi\w*|corrig\w*|modific\w*|agreg\w*|suma\w*|sume\w*|mas|otr[oa]s?|igual|por favor|porfa|plis|al final|ya|que (?:te |le )?pedi|la|el|los|las|lo|de|del|al|a|en|que|me|le|les|nos|no|y|pero|bueno|che|bo|wey|parce|dale|ok|ta|entonces|nomas|tambien|por|hagame|favor|son|eran|era|es|cantidad|cantidades|ultimo|ultima|ultimos|ultimas|uno|una|eso|esa|esas|ese|esos|esta|estas|este|estos)\b/g;

/** A verb of asking or adding that opens what comes instead ('mejor mandame 2 squirt'). */
export const ADD_OR_ASK =
  /^(?:mand(?:a|ame|eme|enme)|d(?:a|ame|eme)|tra(?:eme|igame)|pon(?:e|eme|me|le|game)|agreg(?:a|ame|ue|ueme)|sum(?:a|ame)|quiero)\s+/;

/** 'de un kilo' said last of what an item becomes: its size ('que sea foca de un kilo'). */
export const SIZE_SAID_LAST =
  /\bde\s+(?:un|una|medio|media|\d+(?:\.\d+)?)(?:\s+(?:kilos?|kg|litros?|lts?|l|grs?|gramos?|ml))?$/;
/** 'de 1,5', 'de medio': a size said first ('el aceite mejor de 1,5'). */
export const SIZE_FIRST = /^de\s+(?:\d|medio|media|un|una|kilo|litro|cuarto)/;

/**
 * What stays after a removal: 'solo limón y cebolla', 'pero nomás los bolillos', Mexico's 'pura
 * carne', and said as a preference, 'mejor solo el pan tostado' (the lead captured).
 */
export const STAYS =
  /^(?:(mejor)\s+|(?:pero|y)\s+)?(?:nomas|solo|solamente|nada mas|pura|puro|puras|puros)\s+(.+)$/;

/** The formal 'send', after a removal: 'quítelo y mande 2 de elote'. */
export const SENT_INSTEAD = /^(?:mejor\s+)?(?:mande|manden|traiga|traigan|envie|envien)\s+(.+)$/;

/** An item said to stay as it is: 'el queso sí', 'cebolla ok', 'la manteca queda'. */
export const KEPT =
  /^(?:(?:el|la|los|las)\s+)?(?!(?:otr[oa]s?|mejor|mas|agreg\w*|sum\w*|pon\w*|mand\w*)\b)[a-z]+(?:\s+[a-z]+){0,2}\s+(?:si|ok|queda|quedan|se queda|se quedan|sigue|siguen|esta bien|dejalo|dejala|dejalos|dejalas)$/;
/** 'casancrem poneme 2', 'las cocas que sean 3': an item named first, then how many. */
export const ITEM_THEN_AMOUNT =
  /^(?:(?:el|la|los|las)\s+)?([a-z][a-z ]*?)\s+(?:poneme|ponme|ponele|ponle|pone|pongame|dame|deme|mandame|mandeme|que sean?|dejame|deja)\s+(.+)$/;

/** How the customer wishes the products to come ('fresquitos', 'bien lindos'): no change of them. */
export const QUALITY_WISH =
  /^(?:bien |muy )?(?:fresc[oa]s?|fresquit[oa]s?|lind[oa]s?|buen[oa]s?|ric[oa]s?|bonit[oa]s?)$/;

/** 'los froot loops solo uno': the item, then only how many of it. */
export const ITEM_ONLY =
  /^(?:el|la|los|las)\s+[a-z][^,]*?\s(?:nomas|nada mas|solo)\s(?:\d|un|una|uno|dos|tres|cuatro|cinco|medio|media)\b/;
/**
 * 'mandame una sola de cada una', 'ponele una más de cada una', 'quitale una a cada una', 'uno
 * menos de cada uno', 'que sean media docena de cada una'; 'las bebidas que sean 3 de cada una':
 * of every item of that kind.
 */
export const EACH =
  /^(?:(?:mejor|entonces|y)\s+)*(?:(?:el|la|los|las)\s+([a-z ]+?)\s+)?(?:((?:pon|agreg|sum|quit|sac|borr|rest|mand|dej|d)[a-z]*|que sean?)\s+)?(\d+|un|una|uno|dos|tres|cuatro|cinco|seis|media docena|una docena)(?:\s+sol[oa])?(?:\s+(mas|menos))?\s+(?:de|a|para)\s+cada\s+(?:una|uno)(?:\s+(?:mejor|nomas|porfa))?$/;
export const DOZENS: Record<string, number> = { 'media docena': 6, 'una docena': 12 };
/**
 * 'quise decir 3 kilos de pechuga, no de molida', 'eran tallarines no spaghetti', 'son las
 * chedraui de 425 no guaymex': what was meant, then the item it was meant instead of (not an
 * amount or a size: 'quise decir medio no uno' and 'de medio kilo, no de kilo' say those).
 */
export const MEANT_NOT =
  /^(?:quise decir|queria decir|kise decir|keria decir|era|eran|es|son|que sean?)\s(.+?)(?:,\s?|\s)no\s(?:(?:de|del|el|la|los|las)\s)?(?!(?:\d|un|una|uno|dos|tres|cuatro|cinco|seis|medio|media|kilo|litro|cuarto)\b)([a-z][a-z ]*)$/;
