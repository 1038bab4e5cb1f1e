// axe-core on every main page of the demo build in the dark scheme (the pages and what is checked: a11yJourneys.ts).
import { axeJourneys } from './a11yJourneys'

axeJourneys('dark')
