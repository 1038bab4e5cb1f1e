// Chinese texts of the layout (top bar, side menu, tabs, settings, search, notices bell) (issue 25): the source and the type of its English twin (en.ts).
export default {
}
