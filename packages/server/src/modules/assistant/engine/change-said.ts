/**
 * A change as both readers of understand() take it (the clause reader and the one against the
 * open order): what changes nothing said of it taken out, and a few forms written as the ones the
 * readers know.
 */
import { ENOUGH } from './edit-text';
import { withoutReasons } from './edits';

/** A change as both readers take it, with what changes nothing said of it taken out. */
export function asChange(text: string): string {
  return (
    withoutReasons(
      text
        // ('uh no, la yerba mejor Playadito': the 'no' that opens a correction says nothing more.)
        // ('no, la coca zero' alone refuses it.)
        .replace(
          /^(?:(?:uh|uy|ay|ah|eh)\s+)?no+\s*,\s*(?=(?:el|la|los|las)\s[^,]*?\b(?:mejor|que sean?|cambi[a-z]*)\s)/,
          '',
        )
        // ('el shampoo cambialo pa el Dove': for the Dove.)
        .replace(/\b((?:cambi|reemplaz)[a-z]*)\s+(?:pa|para)\s+(?=(?:el|la|los|las|un|una)\s)/, '$1 por ')
        // ('cambia el salmón por reineta mejor', 'que sea el de 40 saquitos mejor': 'mejor' said
        // last of what it becomes.)
        .replace(/(\b(?:por|que sean?)\s+[a-z0-9 ]+?)\s+mejor(?=\s*(?:,|$))/, '$1')
        // ('ponga 4 quilmes no más que mañana madrugo', 'el arroz ponme 3 que aquí se come mucho
        // arroz': 'no más' said last is 'nomás', and after an amount or an 'only' a 'que' says why.)
        .replace(/(?<=\S)\s+no mas(?=\s*(?:,|$|\s+(?:que|porque|ya que|pq)\s))/g, ' nomas')
        .replace(
          /(\b(?:\d+|un|una|uno|dos|tres|cuatro|cinco|seis|kilos?|nomas|nada mas|sol[oa]))\s+(?:que|porque|ya que)\s+(?!(?:no\s+)?sean?\b|(?:\d+|un|una|uno|dos|tres|cuatro|cinco|seis|la mitad)\s+sean?\b).*$/,
          '$1',
        )
        // ('las salsas solo 1 jaja me tenté': a laugh ends a clause as a comma does.)
        .replace(/(?<=\S)\s+(?:ja(?:ja)+j?|je(?:je)+|js(?:js)+j?)(?:\s*,)?\s+(?=\S)/g, ', ')
        // ('el lomo dejalo, con el entrecot alcanza': leave it out, the other is enough; before the
        // reason is dropped, as the reason says which 'dejalo' it is.)
        .replace(
          new RegExp(String.raw`^((?:el|la|los|las)\s+[^,]+?)\s+dejal[oa]s?\s*,\s*con\s+.+\s+${ENOUGH}$`),
          'saca $1',
        )
        // ('mándeme solo el pan nomás, lo demás no': what stays, the rest off; before 'lo demás'
        // is dropped as a remark.)
        .replace(
          /^(?:(?:mejor|al final|(?:sabe|sabes|sabis) que|oye|oiga)\s+)*(?:(?:mand[ae]me|dej[ae]me|d[ae]me|tra[ei]\w*)\s+)?(?:solo|nomas|nada mas)\s+(.+?)(?:\s+nomas)?\s*,?\s*(?:y\s+)?lo demas (?:no|sacalo|quitalo|nada)\b.*$/,
          'deja solo $1',
        ),
    )
      // ('de la cebolla pone 1 solo kilo': 'solo' inside the amount.)
      .replace(/\b(\d+|un|una|uno) sol[oa] (kilos?|kg|litros?|paquetes?|docenas?)\b/g, '$1 $2')
      // ('…, ponme un cuarto nomás': only that much, the amount it ends at.)
      .replace(
        /(^|,\s*)(?:y\s+)?(?:pon\w*|dame|deme|mandame|mandeme)\s+((?:\d[\d.]*|un|una|medio|media|dos|tres|cuatro|cinco|seis)\b[^,]*?)\s+(?:nomas|nada mas)(?=\s*(?:,|$))/g,
        '$1mejor $2',
      )
      // ('al final pone 2', 'mejor ponga 4 quilmes': the amount it ends at, not that many more.)
      .replace(
        /^(?:al final|mejor)\s+(?:pone\w*|pon\w*|dame|deme|mandame|mandeme|traeme)\s+(?=(?:\d|un|una|uno|dos|tres|cuatro|cinco|seis|medio|media)\b)/,
        'mejor ',
      )
      // ('el jamón que sea lario común, no el premium': what is refused after the change.)
      .replace(/^(.*\b(?:que sean?|mejor|cambia\w*)\b.*?),\s*no (?:el|la|los|las) [^,]+$/, '$1')
  );
}
