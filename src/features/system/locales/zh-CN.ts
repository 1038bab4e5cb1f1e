// Chinese texts of features/system (issue 25): the source and the type of its English twin (en.ts).
export default {
}
