import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ProductMother } from '@fanshop/core/testing';
import { createTestShop } from '../testing/test-shop';
import { ProductTile } from './ProductTile';

describe('given a product whose name starts with its brand', () => {
  it('when its tile shows, then the brand line is not repeated in the name and the distinguishing words stay', () => {
    createTestShop().render(
      <ProductTile
        product={ProductMother.jersey({
          brand: 'Rotweiss Sport',
          name: 'Rotweiss Sport Austria Away Jersey 2024 Women',
        })}
      />,
    );

    expect(screen.getByText('Rotweiss Sport', { selector: '.product-tile__brand' })).toBeInTheDocument();
    expect(
      screen.getByText('Austria Away Jersey 2024 Women', { selector: '.product-tile__name' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Rotweiss Sport Austria Away Jersey 2024 Women' }),
    ).toBeInTheDocument();
  });
});
