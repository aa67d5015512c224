import type { Gender } from '../shared/gender.js';
import type { Language } from '../shared/language.js';
import { type BrandsPage, sortBrands } from './brand.js';
import type { ContentGateway } from './content-gateway.js';

/** Loads the brands page, or its men or women variant, with the brands in position order. */
export class LoadBrands {
  constructor(private readonly content: Pick<ContentGateway, 'brands'>) {}

  async execute(gender: Gender, language: Language): Promise<BrandsPage> {
    const brands = await this.content.brands(gender, language);
    return { gender, brands: sortBrands(brands) };
  }
}
