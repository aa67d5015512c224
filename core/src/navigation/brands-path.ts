import { Gender } from '../shared/gender.js';
import { pathFor } from './routes.js';

/** The genders the brands page has a variant for: everyone, men, women. */
export const BRANDS_PAGE_GENDERS: readonly Gender[] = [Gender.unknown, Gender.male, Gender.female];

/** The path of the brands page variant for a gender; genders without a variant get the main page. */
export function brandsPagePath(gender: Gender): string {
  if (gender === Gender.male) return pathFor('brandsMen');
  if (gender === Gender.female) return pathFor('brandsWomen');
  return pathFor('brands');
}
