/** One change a clause asks of the open order, read without the order (edit-clause.ts). */
import type { SpokenUnit } from './quantities';
import type { SplitPart } from './split-item';

export type EditClause =
  /**
   * `count`: 'sacá una harina' takes one off; null takes the line off; with `unit`, that much
   * ('sacale un kilo a la papa').
   */
  | { op: 'remove'; target: string; count: number | null; unit?: SpokenUnit; every?: boolean | 'all' }
  /** Every item off, before what the message asks next: 'borrá todo y poneme 3 kg de papa'. */
  | { op: 'clear'; target: '' }
  | { op: 'keep_only'; target: string }
  /** `every`: of each item the target names, or both of the order's ('de los dos mandame 2'). */
  | { op: 'set'; target: string; amount: number; unit: SpokenUnit | null; every?: boolean | 'all' }
  /**
   * The item becomes another product: `with` names it, whole or in part ('por sancor', 'de 1
   * kilo'); `count` of them only when said ('uno que sea de frutilla', 'que 3 sean negras');
   * `amount`, the new line's, when said with the change word ('mejor una bolsa de 15').
   */
  | {
      op: 'replace';
      target: string;
      with: string;
      count?: number;
      amount?: number;
      orRemove?: boolean;
      /** Of each item the target names, or of every item ('todas de 2,25 mejor'). */
      every?: boolean | 'all';
    }
  /**
   * More of something: 'otra coca zero de 500', 'agregá 1 más de la union', 'otro igual'; `same`:
   * said to be the same as an item ('otra crema dental igual').
   */
  | {
      op: 'add';
      target: string;
      amount: number;
      unit?: SpokenUnit;
      same?: boolean;
      every?: 'all';
      /** Said with 'poné' ('ponle 2 cremas'): of an item already ordered, how many in all. */
      restates?: boolean;
    }
  /** 'cambiame las cervezas': the item becomes what the customer says next, asked for. */
  | { op: 'replace_unsaid'; target: string }
  /** The item split into parts, each what it becomes: 'de las cocas una común y la otra zero'. */
  | { op: 'split'; target: string; parts: SplitPart[] }
  /** The item's amount times `factor`: 'duplicá el dulce de leche', 'el doble de pan'. */
  | { op: 'scale'; target: string; factor: number };
