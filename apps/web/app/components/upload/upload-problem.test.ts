import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { uploadProblem } from './upload-problem';

describe('uploadProblem', () => {
  it.each([
    [413, 'tooLarge'],
    [415, 'notAnImage'],
    [429, 'tooMany'],
    [0, 'noAnswer'],
    [500, null],
  ])('names the reason for a %i as %s', (status, problem) => {
    expect(uploadProblem(new ApiError(status, 'x'))).toBe(problem);
  });

  it('has no reason for an error that is not the API’s', () => {
    expect(uploadProblem(new Error('x'))).toBeNull();
  });
});
