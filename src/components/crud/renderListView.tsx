// Tests only: a list page as the app renders it (antd's providers, a router), for ListView's component tests.
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import AntdProviders from '../AntdProviders'
import { ListView } from './ListView'
import type { ListPageDef } from './types'

export const renderListView = <R extends object, Q>(def: ListPageDef<R, Q>) =>
  render(
    <MemoryRouter initialEntries={['/list']}>
      <AntdProviders>
        <ListView def={def} />
      </AntdProviders>
    </MemoryRouter>,
  )
