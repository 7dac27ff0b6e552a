import { ArgumentMetadata } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import { InputError } from '../../kernel/domain-error';
import { PageQuery } from './query-params';
import { createValidationPipe } from './validation.pipe';

class ListQuery extends PageQuery {
  @IsOptional()
  @IsString()
  orderBy?: string;
}

const asQuery: ArgumentMetadata = { type: 'query', metatype: ListQuery };

describe('createValidationPipe', () => {
  it('answers a query string asked again as the first time, in an object of its own', async () => {
    const sut = createValidationPipe();
    const first = (await sut.transform({ page: '2', orderBy: 'views' }, asQuery)) as ListQuery;
    first.page = 99;
    const again = (await sut.transform({ page: '2', orderBy: 'views' }, asQuery)) as ListQuery;

    expect(again).toBeInstanceOf(ListQuery);
    expect(again).not.toBe(first);
    expect({ ...again }).toEqual({ page: 2, limit: 20, orderBy: 'views' });
  });

  it('refuses a bad query string every time it is asked, between good ones', async () => {
    const sut = createValidationPipe();
    await sut.transform({ page: '1' }, asQuery);

    for (let i = 0; i < 2; i++) {
      await expect(sut.transform({ page: '0' }, asQuery)).rejects.toBeInstanceOf(InputError);
      await expect(sut.transform({ page: '1', extra: 'x' }, asQuery)).rejects.toBeInstanceOf(
        InputError,
      );
    }
    expect({ ...(await sut.transform({ page: '1' }, asQuery)) }).toEqual({ page: 1, limit: 20 });
  });
});
