/*
 * The clauses of a change that only say why ('…, vienen los chicos', '…, que mi señora dice que ya
 * tiene', 'ta caro'), left out before the change is read.
 */
import { hasAmount } from './edit-amounts';
import { REASON_CLAUSE } from './edit-patterns';

/**
 * The message without the clauses after the change that only say why ('la papa 3 kilos, vienen
 * los chicos', 'el mantel son 2 metros y medio, medí mal la mesa').
 */
export function withoutReasons(text: string): string {
  // ('uy no, es para el gato. cambialo por un cat chow': a reason ends with its sentence. A whole
  // sentence stays: 'mi mamá dice que la yerba ya tiene. sacala' names what is taken off.)
  return text
    .split(/(?<=[a-z])\.\s+(?=[a-z])/)
    .map(withoutLastReasons)
    .join('. ');
}

/** 'ponlas en 4 que eso está sabroso', 'hazlo 300 que eso se va rápido': why, after an amount. */
const WHY_AFTER_AMOUNT =
  /(\b(?:\d+|un|una|uno|dos|tres|cuatro|cinco|seis|medio|media|kilos?|litros?))\s+(?:que|porque|pues)\s+(?:eso|esa|esos|esas|esto|es|esta|estan|son|se|ya|mi|mis)\b[^,]*$/;

function withoutLastReasons(said: string): string {
  const text = said.replace(WHY_AFTER_AMOUNT, '$1');
  // ('el de frutilla no, que quiere de chocolate, cambialo por…': a 'que' clause with no amount
  // between two others says why.)
  let kept = text.replace(
    /,\s*(?:que|porque|ya que)\s+(?!(?:no\s+)?sean?\b)([^,]+)(?=,\s*\S)/g,
    (clause, said: string) => (hasAmount(said) ? clause : ''),
  );
  for (let reason = /,\s*([^,]+)$/.exec(kept); reason && isReason(reason[1]!.trim());)
    reason = /,\s*([^,]+)$/.exec((kept = kept.slice(0, reason.index)));
  return kept;
}

/** A verb that changes the order, so 'que me saques la coca' is no reason. */
const CHANGE_VERB = /\b(?:sac|quit|agreg|sum|pon|cambi|mand|borr|dej)\w*\b/;

/**
 * A last clause that says why: a remark ('ta caro'), or 'que …' with no amount and no 'sea'
 * ('…, que mi señora dice que ya tiene en el freezer', '…, que con el cóctel alcanza').
 */
function isReason(clause: string): boolean {
  if (REASON_CLAUSE.test(clause)) return true;
  const why = /^(?:que|porque|ya que)\s+(.+)$/.exec(clause);
  return !!why && !/\bsean?\b/.test(why[1]!) && !hasAmount(why[1]!) && !CHANGE_VERB.test(why[1]!);
}
