import { http, type CallOptions } from '../http/client'
import { entity, id, numOr, optNum, page, text, time, v, type Out } from '../http/schema'
import { NEWS_TYPES, SERVICE_CATEGORIES, type NewsType, type ServicePageQuery } from './types'

/** One of the 12 category keys: a service or provider of an unknown category has no page to go to. */
const categoryKey = v.picklist(SERVICE_CATEGORIES.map((c) => c.key))

/** A service offered by a provider in one category. */
export const PortalService = entity({
  id,
  category: categoryKey,
  title: text,
  provider: text,
  summary: text,
  contact: text,
  phone: text,
  /** ms epoch */
  publishTime: time,
})
export type PortalService = Out<typeof PortalService>

/** 政策资讯 or 通知公告 on the portal home. */
export const NewsItem = entity({
  id,
  type: v.picklist(NEWS_TYPES),
  title: text,
  source: text,
  publishTime: time,
})
export type NewsItem = Out<typeof NewsItem>

export const Provider = entity({
  id,
  name: text,
  category: categoryKey,
  intro: text,
  serviceCount: numOr(0),
  /** Enterprises served */
  servedCount: numOr(0),
})
export type Provider = Out<typeof Provider>

/** Figures shown in the home banner: a missing one shows as —. */
export const PortalStats = entity({
  providerCount: optNum,
  serviceCount: optNum,
  enterpriseCount: optNum,
  demandCount: optNum,
})
export type PortalStats = Out<typeof PortalStats>

/** GET /portal/service/page */
export const getServicePage = (params: ServicePageQuery, call?: CallOptions) =>
  http.get('/portal/service/page', page(PortalService), { params, ...call })

/** GET /portal/news/list */
export const getNewsList = (type: NewsType, limit = 6, call?: CallOptions) =>
  http.get('/portal/news/list', v.array(NewsItem), { params: { type, limit }, ...call })

/** GET /portal/provider/featured */
export const getFeaturedProviders = (call?: CallOptions) => http.get('/portal/provider/featured', v.array(Provider), call)

/** GET /portal/stats */
export const getPortalStats = (call?: CallOptions) => http.get('/portal/stats', PortalStats, call)
