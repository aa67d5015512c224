import type { Brand } from '@fanshop/core/content';
import { ShopLink } from '../components/ShopLink';

/**
 * A brand's logo linking to its products; a brand without a logo shows its name instead. The home
 * page's strip and the brands page's grid style it each their own way (`block` and `block__name`).
 */
export function BrandLogoLink({ brand, block }: { brand: Brand; block: string }) {
  return (
    <ShopLink href={brand.url} className={block}>
      {brand.data.logo ? (
        <img src={brand.data.logo} alt={brand.name} width={240} height={96} loading="lazy" />
      ) : (
        <span className={`${block}__name`}>{brand.name}</span>
      )}
    </ShopLink>
  );
}
