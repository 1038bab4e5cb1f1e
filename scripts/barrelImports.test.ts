// One import per antd component and per icon in builds (issue 23, scripts/barrelImports.mjs): each goes with the code
// that uses it.
import { describe, expect, it } from 'vitest'
import { splitBarrelImports } from './barrelImports.mjs'

describe('splitBarrelImports', () => {
  it('imports each icon from its own file, under the name the code uses, on as many lines as before', () => {
    const code = "import {\n  HomeOutlined,\n  UserOutlined as Me,\n} from '@ant-design/icons'\nconst a = 1\n"
    const out = splitBarrelImports(code)
    expect(out).toBe(
      "import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined'; import Me from '@ant-design/icons/es/icons/UserOutlined';\n\n\n\nconst a = 1\n",
    )
    expect(out.split('\n').length).toBe(code.split('\n').length)
  })

  it('imports each antd component from its module, its types with `import type`, and leaves other imports alone', () => {
    const code = `import { App as AntApp, Button, theme, type FormInstance } from "antd";\nimport { useState } from 'react'`
    expect(splitBarrelImports(code)).toBe(
      "import AntApp from 'antd/es/app'; import Button from 'antd/es/button'; import theme from 'antd/es/theme'; import type { FormInstance } from 'antd';\nimport { useState } from 'react'",
    )
  })

  it('keeps a name neither index maps to a module imported from the index', () => {
    expect(splitBarrelImports(`import { IconProvider, CheckCircleFilled } from '@ant-design/icons'`)).toBe(
      "import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled'; import { IconProvider } from '@ant-design/icons';",
    )
  })

  it('maps every antd component the app imports', () => {
    for (const name of ['Table', 'Form', 'DatePicker', 'ConfigProvider', 'QRCode', 'Steps', 'Typography'])
      expect(splitBarrelImports(`import { ${name} } from 'antd'`)).toMatch(
        new RegExp(`^import ${name} from 'antd/es/[a-z-]+';$`),
      )
  })
})
