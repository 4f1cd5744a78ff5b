/**
 * How a demo product is drawn: the `look` of each product in resources/demo/products.json. Data,
 * not code, so a product's colorway is changed there and the pictures drawn again.
 */
export type SneakerKind =
  'high' | 'mid' | 'low' | 'court' | 'samba' | 'eleven' | 'runner' | 'boost' | 'slide' | 'foam';
export type ApparelKind = 'hoodie' | 'tee';

export interface Look {
  kind: SneakerKind | ApparelKind;
  /** The side mark (sneakers) or the chest print (apparel). */
  mark: 'swoosh' | 'wing' | 'stripes' | 'n' | 'tiger' | 'band' | 'none' | ApparelMark;
  /** The mark drawn the other way round (a "reverse" colorway). */
  markReversed?: boolean;
  /** A print over the base: elephant (cracked overlays), zebra (knit stripes), marl (speckled). */
  pattern?: 'elephant' | 'zebra' | 'marl';
  /** An air window in the heel of the midsole; waves: the rippled lines of a 97. */
  air?: boolean;
  waves?: boolean;
  background: string;
  colors: Colors;
}

export type ApparelMark = 'box' | 'script' | 'eightball' | 'triangle' | 'patch';

export interface Colors {
  base: string;
  overlay: string;
  mark: string;
  collar?: string;
  sole?: string;
  outsole?: string;
  laces?: string;
  accent?: string;
}
