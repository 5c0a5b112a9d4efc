import type { LanguagePack } from './types';

/** Simplified Chinese developer stories and specialities (brand names stay in Latin script). */
export const ZH_DEVELOPER_TEXTS: NonNullable<LanguagePack['developerTexts']> = {
  'azure-crest-developments': {
    focus: '配备酒店级设施的滨水高楼',
    story: [
      'Azure Crest于2003年以迪拜码头滨水区的一座22层高楼起步，此后已交付46栋楼宇，几乎全部是距地铁站或有轨电车站步行不远的住宅楼。',
      '其标志是实用的户型：方正的房间、朝向景观一侧的落地玻璃以及可以封闭的厨房。正因如此，Azure Crest的公寓深受面向长租客的房东青睐。',
    ],
  },
  'sandstone-properties': {
    focus: '市中心的地标住宅',
    story: [
      'Sandstone Properties成立于1997年，与迪拜一同成长：继在Al Barsha推出首批别墅之后，2000年代开发了中层公寓楼，近十年则打造了迪拜市中心一些最知名的地址。',
      '公司每个项目都通过受RERA监管的托管账户融资，并每季度公布施工进度。这一做法为其赢得了一批来自英国、印度和海湾国家、忠实且反复购买的客户。',
    ],
  },
  'meridian-gulf-developers': {
    focus: '增长型区域的高性价比公寓',
    story: [
      'Meridian Gulf在2008年经济低迷之年推出首个项目，很早就学会了精益建造：标准化的结构网格、可重复的立面以及多栋楼共享的设施平台。',
      '这种严格的成本控制使其每平方英尺价格低于区域平均水平，其项目因此成为海外投资者首次置业的常见选择。',
    ],
  },
  'palmyra-living': {
    focus: '精品海滨豪宅',
    story: [
      'Palmyra Living建得少、建得慢：每个项目不足150套住宅，配有私人海滩或泻湖，室内由知名设计工作室操刀。',
      '其按时交付记录在市场上名列前茅，这对于为棕榈岛期房支付溢价的买家尤为重要。',
    ],
  },
  'horizon-line-real-estate': {
    focus: '运河畔与湖畔高楼',
    story: [
      'Horizon Line原本是一家施工承包商，2005年转型为开发商。工程背景体现在其规格配置上：区域集中供冷、充裕的车位配比和重载电梯。',
      '其早期的两座高楼在2009-2011年市场放缓期间延期交付；自2015年以来，每个项目都在承诺日期后一个季度内交付。',
    ],
  },
  'al-noor-crescent-development': {
    focus: '总体规划社区',
    story: [
      'Al Noor Crescent是一家家族企业集团，三十年来交付了88个项目，从Al Quoz的员工宿舍到自带学校和诊所的完整社区。',
      '如今其重心在穆罕默德·本·拉希德城，围绕中央公园开发临湖公寓和联排别墅。',
    ],
  },
  'greenleaf-communities': {
    focus: '家庭联排别墅和独栋别墅',
    story: [
      'Greenleaf Communities为长住的家庭而设计：林荫街道、每个屋顶上的太阳能板，以及刻意压低的物业服务费。',
      '其已交付的14个社区中自住业主比例很高，这既支撑了转售价格，也让社区保持宁静。',
    ],
  },
  'tidewater-estates': {
    focus: '设计感突出的中层公寓楼',
    story: [
      'Tidewater Estates由两位建筑师和一位投资银行家于2016年创立，专注于在竞争对手大多只建普通楼宇的区域打造设计特色鲜明的中层建筑。',
      '其买家以投资者为主；公司在大多数新盘中提供交房后付款计划，并在竣工后提供合作的租赁管理服务。',
    ],
  },
};
