export { default } from '../../features/survey/pages/SurveyMyResearch'
