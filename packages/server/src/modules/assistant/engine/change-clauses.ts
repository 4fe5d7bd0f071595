/** A change cut into clauses before each is read (edits.ts), and the item a remark names. */
import { target } from './edit-amounts';

/** A word that makes what follows 'pero' a clause of its own ('pero de la sprite poneme 2'). */
const CLAUSE_VERB =
  /\b(?:pon\w*|mand\w*|sac\w*|quit\w*|agreg\w*|dej\w*|cambi\w*|sumal\w*|borr\w*|sean?|son|es|si|no)\b/;

/**
 * A change's clauses: 'las papas no, sacalas. y el pollo…' is two; 'kilo y medio' stays one amount;
 * the opening 'bueno', 'che', 'perdón' and what joins a clause ('así que', 'dice que') are left out.
 */
export function splitClauses(text: string): string[] {
  return (
    text
      .replace(
        /^(no+(?! (quiero|me|va|mas)\b)|bueno|che|dale|ok|ta|uh|ah|perdon|disculpa|al final)[\s,]+/,
        '',
      )
      // ('nooo pará, mejor…': wait.)
      .replace(/^para[\s,]+(?=mejor\b|que\b|no\b)/, '')
      // ('otro pan de caja pero integral': one word after 'pero' says which kind, it is no clause.)
      .replace(/\s+pero\s+([a-z]+)(?=\s*(?:,|$))/g, ' $1')
      // ('por uno solo pero de vainilla': 'pero de …' with no verb says which kind the replacement is.)
      .replace(
        /(\bpor\s+[^,]*?)\s+pero\s+(del?\s+[^,]+?)(?=\s*(?:,|$))/g,
        (whole, by: string, said: string) => (CLAUSE_VERB.test(said) ? whole : `${by} ${said}`),
      )
      // 'kilo y medio' is one amount, not two clauses.
      .replace(
        /\b(kg|kilo|kilos|litro|litros|docena|docenas|metros?|\d+|uno|una|un|dos|tres) y (medio|media|cuarto)\b/g,
        '$1 ymedio$2',
      )
      // ('no quiero el azúcar ni la leche': 'ni' joins two removals.)
      // ('las papas no, sacalas. y el pollo…', 'dos cosas: - el café… - agregame…': sentences, dashes.)
      .split(/\s*(?:,|;|\.\s|\s-\s|\by\b|\bni\b|\bpero\b|\be\b)\s*(?=\S)/)
      .map((clause) =>
        clause
          .replace(/ymedio(medio|media|cuarto)/g, 'y $1')
          .replace(/^[-*•]\s*/, '')
          // ('así que las papas no', 'dice que la cebolla no': what joins the clause says nothing.)
          .replace(
            /^(?:asi que|(?:me |y )?dice que|dijo que|que(?= (?:el|la|los|las|del|de la|de los|de las)\b(?!.*\bsean?\b)))\s+/,
            '',
          ),
      )
      // ('quitame los espárragos, mejor no': after a change, 'better not' says it again.)
      .filter((clause, at) => clause && (at === 0 || !/^(?:mejor|asi|pues)\s+no$/.test(clause)))
  );
}

/**
 * The item a clause that changes nothing names: 'el cheesecake está carísimo', 'me olvidé que
 * tenía azúcar'; '' for any other ('que pena', 'uf es mucho').
 */
export function itemOfClause(clause: string): string {
  const named =
    /^(?:el|la|los|las)\s+(\S+(?:\s+\S+)?)\s+(?:esta|estan|es|son|sale|salen)\b(?!\s+(?:mucho|poco|demasiado))/.exec(
      clause,
    ) ??
    /\b(?:tenia|tengo|tenemos|teniamos|hay|habia|compre|traje)\s+(?:(?:el|la|los|las|un|una)\s+)?(\S+(?:\s+\S+)?)$/.exec(
      clause,
    ) ??
    // ('me dice que la morcilla no la come nadie', 'que la yerba ya tiene': what is said of it.)
    /(?:^|\bque\s+)(?:el|la|los|las)\s+([a-z]{3,})\s+(?:no|ya|nadie|nunca)\b/.exec(clause);
  return named ? target(named[1]!) : '';
}
