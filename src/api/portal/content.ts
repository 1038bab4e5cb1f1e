import type { PageResult } from '../types'
import { http } from '../http/client'
import type { NewsItem, NewsType, PortalService, PortalStats, Provider, ServicePageQuery } from './types'

/** GET /portal/service/page */
export const getServicePage = (params: ServicePageQuery) => http.get<PageResult<PortalService>>('/portal/service/page', { params })

/** GET /portal/news/list */
export const getNewsList = (type: NewsType, limit = 6) => http.get<NewsItem[]>('/portal/news/list', { params: { type, limit } })

/** GET /portal/provider/featured */
export const getFeaturedProviders = () => http.get<Provider[]>('/portal/provider/featured')

/** GET /portal/stats */
export const getPortalStats = () => http.get<PortalStats>('/portal/stats')
