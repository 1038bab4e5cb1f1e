export { default } from '../../features/survey/pages/SurveyRecommend'
