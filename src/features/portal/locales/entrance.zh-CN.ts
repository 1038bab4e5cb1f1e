// Chinese texts of the entrance (sign-in, register, reset password, captcha, entrance layout) (issue 25): the source and the type of its English twin (en.ts).
export default {
}
