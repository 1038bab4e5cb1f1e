import { expect, it, vi } from 'vitest'
import { entranceIdle, whenEntranceIdle } from './entranceIdle'

it('work asked for before the entrance is idle waits for it, once; asked for after, runs at once', () => {
  const early = vi.fn()
  whenEntranceIdle(early)
  expect(early).not.toHaveBeenCalled()
  entranceIdle()
  expect(early).toHaveBeenCalledTimes(1)
  entranceIdle()
  expect(early).toHaveBeenCalledTimes(1)
  const late = vi.fn()
  whenEntranceIdle(late)
  expect(late).toHaveBeenCalledTimes(1)
})
