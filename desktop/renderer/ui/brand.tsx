/** The product's name wherever the UI shows it (tab titles, the sider, the footer). */
export const PRODUCT_NAME = 'ConsignDesk';

/** The product mark, with its name unless the space is too narrow (collapsed sider). */
export function Brand({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <span className="brand">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      {!isCompact && <span>{PRODUCT_NAME}</span>}
    </span>
  );
}
