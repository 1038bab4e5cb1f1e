// One import per icon in builds (issue 23, scripts/iconImports.mjs): each icon goes with the code that uses it.
import { describe, expect, it } from 'vitest'
import { splitIconImports } from './iconImports.mjs'

describe('splitIconImports', () => {
  it('imports each icon from its own file, under the name the code uses, on as many lines as before', () => {
    const code = "import {\n  HomeOutlined,\n  UserOutlined as Me,\n} from '@ant-design/icons'\nconst a = 1\n"
    const out = splitIconImports(code)
    expect(out).toBe(
      "import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined'; import Me from '@ant-design/icons/es/icons/UserOutlined';\n\n\n\nconst a = 1\n",
    )
    expect(out.split('\n').length).toBe(code.split('\n').length)
  })

  it('keeps what is not an icon imported from the index, and leaves other imports alone', () => {
    const code = `import { IconProvider, CheckCircleFilled } from "@ant-design/icons";\nimport { Button } from 'antd'`
    expect(splitIconImports(code)).toBe(
      "import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled'; import { IconProvider } from '@ant-design/icons';\nimport { Button } from 'antd'",
    )
  })
})
