// Written by npm run stations from klang-valley-rail-stations.csv (tests/unit/place/stations.test.ts keeps them equal).
export const STATIONS_CSV = `code,name,line,line_code,lat,lon,sources
AG1,Sentul Timur,LRT Ampang Line,AG,3.185897,101.695217,gtfs-rrkl;wp-list
AG2,Sentul,LRT Ampang Line,AG,3.178484,101.695542,gtfs-rrkl;wp-list
AG3,Titiwangsa,LRT Ampang Line,AG,3.173497,101.695367,gtfs-rrkl;wp-list
AG4,PWTC,LRT Ampang Line,AG,3.166333,101.693586,gtfs-rrkl;wp-list
AG5,Sultan Ismail,LRT Ampang Line,AG,3.161245,101.694109,gtfs-rrkl;wp-list
AG6,Bandaraya,LRT Ampang Line,AG,3.155567,101.694485,gtfs-rrkl;wp-list
AG7,Masjid Jamek,LRT Ampang Line,AG,3.149270,101.696377,gtfs-rrkl;wp-list
AG8,Plaza Rakyat,LRT Ampang Line,AG,3.144049,101.702105,gtfs-rrkl;wp-list
AG9,Hang Tuah,LRT Ampang Line,AG,3.140012,101.705984,gtfs-rrkl;wp-list
AG10,Pudu,LRT Ampang Line,AG,3.134879,101.711957,gtfs-rrkl;wp-list
AG11,Chan Sow Lin,LRT Ampang Line,AG,3.128105,101.715637,gtfs-rrkl;wp-list
AG12,Miharja,LRT Ampang Line,AG,3.120973,101.717922,gtfs-rrkl;wp-list
AG13,Maluri,LRT Ampang Line,AG,3.123290,101.727283,gtfs-rrkl;wp-list
AG14,Pandan Jaya,LRT Ampang Line,AG,3.130141,101.739122,gtfs-rrkl;wp-list
AG15,Pandan Indah,LRT Ampang Line,AG,3.134581,101.746509,gtfs-rrkl;wp-list
AG16,Cempaka,LRT Ampang Line,AG,3.138324,101.752979,gtfs-rrkl;wp-list
AG17,Cahaya,LRT Ampang Line,AG,3.140575,101.756677,gtfs-rrkl;wp-list
AG18,Ampang,LRT Ampang Line,AG,3.150318,101.760049,gtfs-rrkl;wp-list
SP1,Sentul Timur,LRT Sri Petaling Line,SP,3.185897,101.695217,gtfs-rrkl;wp-list
SP2,Sentul,LRT Sri Petaling Line,SP,3.178484,101.695542,gtfs-rrkl;wp-list
SP3,Titiwangsa,LRT Sri Petaling Line,SP,3.173497,101.695367,gtfs-rrkl;wp-list
SP4,PWTC,LRT Sri Petaling Line,SP,3.166333,101.693586,gtfs-rrkl;wp-list
SP5,Sultan Ismail,LRT Sri Petaling Line,SP,3.161245,101.694109,gtfs-rrkl;wp-list
SP6,Bandaraya,LRT Sri Petaling Line,SP,3.155567,101.694485,gtfs-rrkl;wp-list
SP7,Masjid Jamek,LRT Sri Petaling Line,SP,3.149270,101.696377,gtfs-rrkl;wp-list
SP8,Plaza Rakyat,LRT Sri Petaling Line,SP,3.144049,101.702105,gtfs-rrkl;wp-list
SP9,Hang Tuah,LRT Sri Petaling Line,SP,3.140012,101.705984,gtfs-rrkl;wp-list
SP10,Pudu,LRT Sri Petaling Line,SP,3.134879,101.711957,gtfs-rrkl;wp-list
SP11,Chan Sow Lin,LRT Sri Petaling Line,SP,3.128105,101.715637,gtfs-rrkl;wp-list
SP12,Cheras,LRT Sri Petaling Line,SP,3.112609,101.714178,gtfs-rrkl;wp-list
SP13,Salak Selatan,LRT Sri Petaling Line,SP,3.102201,101.706179,gtfs-rrkl;wp-list
SP14,Bandar Tun Razak,LRT Sri Petaling Line,SP,3.089576,101.712466,gtfs-rrkl;wp-list
SP15,Bandar Tasik Selatan,LRT Sri Petaling Line,SP,3.076058,101.711107,gtfs-rrkl;wp-list
SP16,Sungai Besi,LRT Sri Petaling Line,SP,3.063842,101.708062,gtfs-rrkl;wp-list
SP17,Bukit Jalil,LRT Sri Petaling Line,SP,3.058196,101.692125,gtfs-rrkl;wp-list
SP18,Sri Petaling,LRT Sri Petaling Line,SP,3.061445,101.687074,gtfs-rrkl;wp-list
SP19,Awan Besar,LRT Sri Petaling Line,SP,3.062131,101.670555,gtfs-rrkl;wp-list
SP20,Muhibbah,LRT Sri Petaling Line,SP,3.062229,101.662552,gtfs-rrkl;wp-list
SP21,Alam Sutera,LRT Sri Petaling Line,SP,3.054700,101.656468,gtfs-rrkl;wp-list
SP22,Kinrara BK5,LRT Sri Petaling Line,SP,3.050506,101.644294,gtfs-rrkl;wp-list
SP24,IOI Puchong Jaya,LRT Sri Petaling Line,SP,3.048101,101.620950,gtfs-rrkl;wp-list
SP25,Pusat Bandar Puchong,LRT Sri Petaling Line,SP,3.033194,101.616057,gtfs-rrkl;wp-list
SP26,Taman Perindustrian Puchong,LRT Sri Petaling Line,SP,3.022814,101.613514,gtfs-rrkl;wp-list
SP27,Bandar Puteri,LRT Sri Petaling Line,SP,3.017111,101.612855,gtfs-rrkl;wp-list
SP28,Puchong Perdana,LRT Sri Petaling Line,SP,3.007913,101.605021,gtfs-rrkl;wp-list
SP29,Puchong Prima,LRT Sri Petaling Line,SP,2.999808,101.596692,gtfs-rrkl;wp-list
SP31,Putra Heights,LRT Sri Petaling Line,SP,2.996016,101.575521,gtfs-rrkl;wp-list
KJ1,Gombak,LRT Kelana Jaya Line,KJ,3.231793,101.724427,gtfs-rrkl;wp-list
KJ2,Taman Melati,LRT Kelana Jaya Line,KJ,3.219558,101.721970,gtfs-rrkl;wp-list
KJ3,Wangsa Maju,LRT Kelana Jaya Line,KJ,3.205751,101.731796,gtfs-rrkl;wp-list
KJ4,Sri Rampai,LRT Kelana Jaya Line,KJ,3.199176,101.737470,gtfs-rrkl;wp-list
KJ5,Setiawangsa,LRT Kelana Jaya Line,KJ,3.175760,101.735840,gtfs-rrkl;wp-list
KJ6,Jelatek,LRT Kelana Jaya Line,KJ,3.167204,101.735344,gtfs-rrkl;wp-list
KJ7,Dato' Keramat,LRT Kelana Jaya Line,KJ,3.165090,101.731840,gtfs-rrkl;wp-list
KJ8,Damai,LRT Kelana Jaya Line,KJ,3.164406,101.724489,gtfs-rrkl;wp-list
KJ9,Ampang Park,LRT Kelana Jaya Line,KJ,3.159894,101.719017,gtfs-rrkl;wp-list
KJ10,KLCC,LRT Kelana Jaya Line,KJ,3.158935,101.713287,gtfs-rrkl;wp-list
KJ11,Kampung Baru,LRT Kelana Jaya Line,KJ,3.161386,101.706608,gtfs-rrkl;wp-list
KJ12,Dang Wangi,LRT Kelana Jaya Line,KJ,3.156942,101.701975,gtfs-rrkl;wp-list
KJ13,Masjid Jamek,LRT Kelana Jaya Line,KJ,3.149714,101.696815,gtfs-rrkl;wp-list
KJ14,Pasar Seni,LRT Kelana Jaya Line,KJ,3.142439,101.695310,gtfs-rrkl;wp-list
KJ15,KL Sentral,LRT Kelana Jaya Line,KJ,3.134420,101.686250,gtfs-rrkl;wp-list
KJ16,Bangsar,LRT Kelana Jaya Line,KJ,3.127588,101.679062,gtfs-rrkl;wp-list
KJ17,Abdullah Hukum,LRT Kelana Jaya Line,KJ,3.118735,101.672897,gtfs-rrkl;wp-list
KJ18,Kerinchi,LRT Kelana Jaya Line,KJ,3.115506,101.668572,gtfs-rrkl;wp-list
KJ19,Universiti,LRT Kelana Jaya Line,KJ,3.114616,101.661639,gtfs-rrkl;wp-list
KJ20,Taman Jaya,LRT Kelana Jaya Line,KJ,3.104086,101.645248,gtfs-rrkl;wp-list
KJ21,Asia Jaya,LRT Kelana Jaya Line,KJ,3.104343,101.637695,gtfs-rrkl;wp-list
KJ22,Taman Paramount,LRT Kelana Jaya Line,KJ,3.104716,101.623192,gtfs-rrkl;wp-list
KJ23,Taman Bahagia,LRT Kelana Jaya Line,KJ,3.110790,101.612856,gtfs-rrkl;wp-list
KJ24,Kelana Jaya,LRT Kelana Jaya Line,KJ,3.112497,101.604300,gtfs-rrkl;wp-list
KJ25,Lembah Subang,LRT Kelana Jaya Line,KJ,3.112094,101.591034,gtfs-rrkl;wp-list
KJ26,Ara Damansara,LRT Kelana Jaya Line,KJ,3.108643,101.586372,gtfs-rrkl;wp-list
KJ27,Glenmarie,LRT Kelana Jaya Line,KJ,3.094732,101.590622,gtfs-rrkl;wp-list
KJ28,Subang Jaya,LRT Kelana Jaya Line,KJ,3.084660,101.588127,gtfs-rrkl;wp-list
KJ29,SS15,LRT Kelana Jaya Line,KJ,3.075972,101.585983,gtfs-rrkl;wp-list
KJ30,SS18,LRT Kelana Jaya Line,KJ,3.067182,101.585945,gtfs-rrkl;wp-list
KJ31,USJ 7,LRT Kelana Jaya Line,KJ,3.054956,101.592194,gtfs-rrkl;wp-list
KJ32,Taipan,LRT Kelana Jaya Line,KJ,3.048150,101.590233,gtfs-rrkl;wp-list
KJ33,Wawasan,LRT Kelana Jaya Line,KJ,3.035062,101.588348,gtfs-rrkl;wp-list
KJ34,USJ 21,LRT Kelana Jaya Line,KJ,3.029881,101.581711,gtfs-rrkl;wp-list
KJ35,Alam Megah,LRT Kelana Jaya Line,KJ,3.023151,101.572029,gtfs-rrkl;wp-list
KJ36,Subang Alam,LRT Kelana Jaya Line,KJ,3.009421,101.572281,gtfs-rrkl;wp-list
KJ37,Putra Heights,LRT Kelana Jaya Line,KJ,2.996227,101.575462,gtfs-rrkl;wp-list
KG04,Kwasa Damansara,MRT Kajang Line,KG,3.176146,101.572052,gtfs-rrkl;wp-list
KG05,Kwasa Sentral,MRT Kajang Line,KG,3.170112,101.564651,gtfs-rrkl;wp-list
KG06,Kota Damansara,MRT Kajang Line,KG,3.150134,101.578690,gtfs-rrkl;wp-list
KG07,Surian,MRT Kajang Line,KG,3.149480,101.593925,gtfs-rrkl;wp-list
KG08,Mutiara Damansara,MRT Kajang Line,KG,3.155301,101.609077,gtfs-rrkl;wp-list
KG09,Bandar Utama,MRT Kajang Line,KG,3.146710,101.618599,gtfs-rrkl;wp-list
KG10,Taman Tun Dr Ismail,MRT Kajang Line,KG,3.136130,101.630539,gtfs-rrkl;wp-list
KG12,Phileo Damansara,MRT Kajang Line,KG,3.129864,101.642471,gtfs-rrkl;wp-list
KG13,Pusat Bandar Damansara,MRT Kajang Line,KG,3.143444,101.662857,gtfs-rrkl;wp-list
KG14,Semantan,MRT Kajang Line,KG,3.150977,101.665497,gtfs-rrkl;wp-list
KG15,Muzium Negara,MRT Kajang Line,KG,3.137317,101.687336,gtfs-rrkl;wp-list
KG16,Pasar Seni,MRT Kajang Line,KG,3.142293,101.695564,gtfs-rrkl;wp-list
KG17,Merdeka,MRT Kajang Line,KG,3.141969,101.702050,gtfs-rrkl;wp-list
KG18A,Bukit Bintang,MRT Kajang Line,KG,3.146503,101.710947,gtfs-rrkl;wp-list
KG20,Tun Razak Exchange,MRT Kajang Line,KG,3.142403,101.720156,gtfs-rrkl;wp-list
KG21,Cochrane,MRT Kajang Line,KG,3.132829,101.722962,gtfs-rrkl;wp-list
KG22,Maluri,MRT Kajang Line,KG,3.123623,101.727809,gtfs-rrkl;wp-list
KG23,Taman Pertama,MRT Kajang Line,KG,3.112547,101.729371,gtfs-rrkl;wp-list
KG24,Taman Midah,MRT Kajang Line,KG,3.104505,101.732186,gtfs-rrkl;wp-list
KG25,Taman Mutiara,MRT Kajang Line,KG,3.090989,101.740453,gtfs-rrkl;wp-list
KG26,Taman Connaught,MRT Kajang Line,KG,3.079172,101.745220,gtfs-rrkl;wp-list
KG27,Taman Suntex,MRT Kajang Line,KG,3.071578,101.763552,gtfs-rrkl;wp-list
KG28,Sri Raya,MRT Kajang Line,KG,3.062273,101.772899,gtfs-rrkl;wp-list
KG29,Bandar Tun Hussein Onn,MRT Kajang Line,KG,3.048223,101.775109,gtfs-rrkl;wp-list
KG30,Batu 11 Cheras,MRT Kajang Line,KG,3.041339,101.773383,gtfs-rrkl;wp-list
KG31,Bukit Dukung,MRT Kajang Line,KG,3.026413,101.771072,gtfs-rrkl;wp-list
KG33,Sungai Jernih,MRT Kajang Line,KG,3.000948,101.783857,gtfs-rrkl;wp-list
KG34,Stadium Kajang,MRT Kajang Line,KG,2.994514,101.786338,gtfs-rrkl;wp-list
KG35,Kajang,MRT Kajang Line,KG,2.982778,101.790278,gtfs-rrkl;gtfs-ktmb
PY01,Kwasa Damansara,MRT Putrajaya Line,PY,3.176332,101.572146,gtfs-rrkl;klmetro;wp-list
PY03,Kampung Selamat,MRT Putrajaya Line,PY,3.197266,101.578499,gtfs-rrkl;klmetro;wp-list
PY04,Sungai Buloh,MRT Putrajaya Line,PY,3.206429,101.581779,gtfs-rrkl;klmetro
PY05,Damansara Damai,MRT Putrajaya Line,PY,3.199892,101.592623,gtfs-rrkl;klmetro;wp-list
PY06,Sri Damansara Barat,MRT Putrajaya Line,PY,3.198197,101.608302,gtfs-rrkl;klmetro;wp-list
PY07,Sri Damansara Sentral,MRT Putrajaya Line,PY,3.198815,101.621396,gtfs-rrkl;klmetro;wp-list
PY08,Sri Damansara Timur,MRT Putrajaya Line,PY,3.207832,101.628716,gtfs-rrkl;klmetro;wp-list
PY09,Metro Prima,MRT Putrajaya Line,PY,3.214438,101.639402,gtfs-rrkl;klmetro;wp-list
PY10,Kepong Baru,MRT Putrajaya Line,PY,3.211663,101.648193,gtfs-rrkl;klmetro;wp-list
PY11,Jinjang,MRT Putrajaya Line,PY,3.209544,101.655829,gtfs-rrkl;klmetro;wp-list
PY12,Sri Delima,MRT Putrajaya Line,PY,3.207108,101.665749,gtfs-rrkl;klmetro;wp-list
PY13,Kampung Batu,MRT Putrajaya Line,PY,3.205521,101.675473,gtfs-rrkl;klmetro;wp-list
PY14,Kentonmen,MRT Putrajaya Line,PY,3.195630,101.679700,gtfs-rrkl;klmetro;wp-list
PY15,Jalan Ipoh,MRT Putrajaya Line,PY,3.189319,101.681145,gtfs-rrkl;klmetro;wp-list
PY16,Sentul Barat,MRT Putrajaya Line,PY,3.179369,101.684742,gtfs-rrkl;klmetro;wp-list
PY17,Titiwangsa,MRT Putrajaya Line,PY,3.174080,101.695810,gtfs-rrkl;klmetro;wp-list
PY18,Hospital Kuala Lumpur,MRT Putrajaya Line,PY,3.174050,101.702390,gtfs-rrkl;klmetro;wp-list
PY19,Raja Uda,MRT Putrajaya Line,PY,3.167940,101.710170,gtfs-rrkl;klmetro;wp-list
PY20,Ampang Park,MRT Putrajaya Line,PY,3.162250,101.717810,gtfs-rrkl;klmetro
PY21,Persiaran KLCC,MRT Putrajaya Line,PY,3.157120,101.718340,gtfs-rrkl;klmetro;wp-list
PY22,Conlay,MRT Putrajaya Line,PY,3.151450,101.718010,gtfs-rrkl;klmetro;wp-list
PY23,Tun Razak Exchange,MRT Putrajaya Line,PY,3.142890,101.720340,gtfs-rrkl;klmetro;wp-list
PY24,Chan Sow Lin,MRT Putrajaya Line,PY,3.128390,101.716630,gtfs-rrkl;klmetro
PY27,Kuchai,MRT Putrajaya Line,PY,3.089546,101.694124,gtfs-rrkl;klmetro;wp-list
PY28,Taman Naga Emas,MRT Putrajaya Line,PY,3.077688,101.699867,gtfs-rrkl;klmetro;wp-list
PY29,Sungai Besi,MRT Putrajaya Line,PY,3.063737,101.708400,gtfs-rrkl;klmetro;wp-list
PY31,Serdang Raya Utara,MRT Putrajaya Line,PY,3.041674,101.704928,gtfs-rrkl;klmetro;wp-list
PY32,Serdang Raya Selatan,MRT Putrajaya Line,PY,3.028463,101.707514,gtfs-rrkl;klmetro;wp-list
PY33,Serdang Jaya,MRT Putrajaya Line,PY,3.021600,101.709000,gtfs-rrkl;klmetro;wp-list
PY34,UPM,MRT Putrajaya Line,PY,3.008489,101.705396,gtfs-rrkl;klmetro;wp-list
PY36,Taman Equine,MRT Putrajaya Line,PY,2.989420,101.672440,gtfs-rrkl;klmetro;wp-list
PY37,Putra Permai,MRT Putrajaya Line,PY,2.983390,101.660990,gtfs-rrkl;klmetro;wp-list
PY38,16 Sierra,MRT Putrajaya Line,PY,2.964974,101.654812,gtfs-rrkl;klmetro;wp-list
PY39,Cyberjaya Utara,MRT Putrajaya Line,PY,2.950000,101.657300,gtfs-rrkl;klmetro;wp-list
PY40,Cyberjaya City Centre,MRT Putrajaya Line,PY,2.938400,101.665900,gtfs-rrkl;klmetro;wp-list
PY41,Putrajaya Sentral,MRT Putrajaya Line,PY,2.931300,101.671500,gtfs-rrkl;klmetro;wp-list
MR1,KL Sentral,KL Monorail Line,MR,3.132852,101.687817,gtfs-rrkl;webgis-mr
MR2,Tun Sambanthan,KL Monorail Line,MR,3.131320,101.690850,gtfs-rrkl;webgis-mr;wp-list
MR3,Maharajalela,KL Monorail Line,MR,3.138743,101.699268,gtfs-rrkl;webgis-mr;wp-list
MR4,Hang Tuah,KL Monorail Line,MR,3.140511,101.706029,gtfs-rrkl;webgis-mr;wp-list
MR5,Imbi,KL Monorail Line,MR,3.142830,101.709450,gtfs-rrkl;webgis-mr;wp-list
MR6,Bukit Bintang,KL Monorail Line,MR,3.146022,101.711500,gtfs-rrkl;webgis-mr;wp-list
MR7,Raja Chulan,KL Monorail Line,MR,3.150878,101.710432,gtfs-rrkl;webgis-mr;wp-list
MR8,Bukit Nanas,KL Monorail Line,MR,3.156214,101.704809,gtfs-rrkl;webgis-mr;wp-list
MR9,Medan Tuanku,KL Monorail Line,MR,3.159350,101.698880,gtfs-rrkl;webgis-mr;wp-list
MR10,Chow Kit,KL Monorail Line,MR,3.167358,101.698379,gtfs-rrkl;webgis-mr;wp-list
MR11,Titiwangsa,KL Monorail Line,MR,3.173192,101.696022,gtfs-rrkl;webgis-mr;wp-list
KC05,Batu Caves,KTM Batu Caves–Pulau Sebang Line,KTM-BC,3.237796,101.681215,gtfs-ktmb;wp-list
KC04,Taman Wahyu,KTM Batu Caves–Pulau Sebang Line,KTM-BC,3.214510,101.672178,gtfs-ktmb;wp-list
KC03,Kampung Batu,KTM Batu Caves–Pulau Sebang Line,KTM-BC,3.204892,101.675584,gtfs-ktmb;wp-list
KC02,Batu Kentonmen,KTM Batu Caves–Pulau Sebang Line,KTM-BC,3.198485,101.681138,gtfs-ktmb;wp-list
KC01,Sentul,KTM Batu Caves–Pulau Sebang Line,KTM-BC,3.183581,101.688802,gtfs-ktmb;wp-list
KA04,Putra,KTM Batu Caves–Pulau Sebang Line;KTM Tanjung Malim–Port Klang Line,KTM-BC;KTM-PK,3.165399,101.691101,gtfs-ktmb;wp-list
KA03,Bank Negara,KTM Batu Caves–Pulau Sebang Line;KTM Tanjung Malim–Port Klang Line,KTM-BC;KTM-PK,3.155105,101.693118,gtfs-ktmb;wp-list
KA02,Kuala Lumpur,KTM Batu Caves–Pulau Sebang Line;KTM Tanjung Malim–Port Klang Line,KTM-BC;KTM-PK,3.139444,101.693333,gtfs-ktmb;wp-list
KA01,KL Sentral,KTM Batu Caves–Pulau Sebang Line;KTM Tanjung Malim–Port Klang Line,KTM-BC;KTM-PK,3.134167,101.686111,gtfs-ktmb;wp-list
KB01,Mid Valley,KTM Batu Caves–Pulau Sebang Line,KTM-BC,3.119211,101.678865,gtfs-ktmb;wp-list
KB02,Seputeh,KTM Batu Caves–Pulau Sebang Line,KTM-BC,3.113612,101.681474,gtfs-ktmb;wp-list
KB03,Salak Selatan,KTM Batu Caves–Pulau Sebang Line,KTM-BC,3.098413,101.705055,gtfs-ktmb;wp-list
KB04,Bandar Tasik Selatan,KTM Batu Caves–Pulau Sebang Line,KTM-BC,3.076229,101.711119,gtfs-ktmb;wp-list
KB05,Serdang,KTM Batu Caves–Pulau Sebang Line,KTM-BC,3.023404,101.716056,gtfs-ktmb;wp-list
KB06,Kajang,KTM Batu Caves–Pulau Sebang Line,KTM-BC,2.983222,101.790669,gtfs-ktmb;gtfs-rrkl
KB07,Kajang 2,KTM Batu Caves–Pulau Sebang Line,KTM-BC,2.962640,101.792070,gtfs-ktmb;wp-list
KB08,UKM,KTM Batu Caves–Pulau Sebang Line,KTM-BC,2.939775,101.787623,gtfs-ktmb;wp-list
KB09,Bangi,KTM Batu Caves–Pulau Sebang Line,KTM-BC,2.904467,101.785943,gtfs-ktmb;wp-list
KB10,Batang Benar,KTM Batu Caves–Pulau Sebang Line,KTM-BC,2.829904,101.826655,gtfs-ktmb;wp-list
KB11,Nilai,KTM Batu Caves–Pulau Sebang Line,KTM-BC,2.802356,101.799303,gtfs-ktmb;wp-list
KB12,Labu,KTM Batu Caves–Pulau Sebang Line,KTM-BC,2.754501,101.826656,gtfs-ktmb;wp-list
KB13,Tiroi,KTM Batu Caves–Pulau Sebang Line,KTM-BC,2.741459,101.871914,gtfs-ktmb;wp-list
KB14,Seremban,KTM Batu Caves–Pulau Sebang Line,KTM-BC,2.719169,101.940792,gtfs-ktmb;wp-list
KB15,Senawang,KTM Batu Caves–Pulau Sebang Line,KTM-BC,2.690138,101.972336,gtfs-ktmb;wp-list
KB16,Sungai Gadut,KTM Batu Caves–Pulau Sebang Line,KTM-BC,2.660898,101.996158,gtfs-ktmb;wp-list
KB17,Rembau,KTM Batu Caves–Pulau Sebang Line,KTM-BC,2.593055,102.094653,gtfs-ktmb;wp-list
KB18,Pulau Sebang/Tampin,KTM Batu Caves–Pulau Sebang Line,KTM-BC,2.463960,102.226308,gtfs-ktmb;wp-list
KA15,Tanjung Malim,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.685142,101.518165,gtfs-ktmb;wp-list
KA14,Kuala Kubu Bharu,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.553215,101.639591,gtfs-ktmb;wp-list
KA13,Rasa,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.500586,101.634113,gtfs-ktmb;wp-list
KA12,Batang Kali,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.468380,101.637759,gtfs-ktmb;wp-list
KA11,Serendah,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.376172,101.614532,gtfs-ktmb;wp-list
KA10,Rawang,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.318955,101.575012,gtfs-ktmb;wp-list
KA09,Kuang,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.258267,101.554794,gtfs-ktmb;wp-list
KA08,Sungai Buloh,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.206356,101.580128,gtfs-ktmb;wp-list
KA07,Kepong Sentral,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.208653,101.628490,gtfs-ktmb;wp-list
KA06,Kepong,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.202996,101.637381,gtfs-ktmb;wp-list
KA05,Segambut,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.186514,101.664032,gtfs-ktmb;wp-list
KD01,Abdullah Hukum,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.118690,101.672930,gtfs-ktmb;wp-list
KD02,Angkasapuri,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.113212,101.673367,gtfs-ktmb;wp-list
KD03,Pantai Dalam,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.095607,101.669927,gtfs-ktmb;wp-list
KD04,Petaling,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.086485,101.664338,gtfs-ktmb
KD05,Jalan Templer,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.084013,101.656402,gtfs-ktmb;wp-list
KD06,Kampung Dato Harun,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.084828,101.632339,gtfs-ktmb;wp-list
KD07,Seri Setia,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.084520,101.621960,wp-list
KD08,Setia Jaya,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.083373,101.611430,gtfs-ktmb;wp-list
KD09,Subang Jaya,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.084554,101.587373,gtfs-ktmb;wp-list
KD10,Batu Tiga,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.076091,101.559811,gtfs-ktmb;wp-list
KD11,Shah Alam,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.056388,101.525302,gtfs-ktmb;wp-list
KD12,Padang Jawa,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.052532,101.492742,gtfs-ktmb;wp-list
KD13,Bukit Badak,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.036147,101.470176,gtfs-ktmb;wp-list
KD14,Klang,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.043078,101.449543,gtfs-ktmb;wp-list
KD15,Teluk Pulai,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.040890,101.432153,gtfs-ktmb;wp-list
KD16,Teluk Gadong,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.033932,101.424947,gtfs-ktmb;wp-list
KD17,Kampung Raja Uda,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.020253,101.410230,gtfs-ktmb;wp-list
KD18,Jalan Kastam,KTM Tanjung Malim–Port Klang Line,KTM-PK,3.013128,101.402599,gtfs-ktmb;wp-list
KD19,Pelabuhan Klang,KTM Tanjung Malim–Port Klang Line,KTM-PK,2.999323,101.391790,gtfs-ktmb;wp-list
KE1,KL Sentral,KLIA Ekspres,ERL,3.134300,101.686400,wp-list;gtfs-ktmb
KE2,KLIA T1,KLIA Ekspres,ERL,2.754970,101.704900,wp-list
KE3,KLIA T2,KLIA Ekspres,ERL,2.744611,101.685194,wp-list
KT1,KL Sentral,KLIA Transit,ERL,3.134300,101.686400,wp-list;gtfs-ktmb
KT2,Bandar Tasik Selatan,KLIA Transit,ERL,3.076111,101.710556,wp-list;gtfs-ktmb
KT3,Putrajaya & Cyberjaya,KLIA Transit,ERL,2.931528,101.670944,wp-list;gtfs-rrkl;klmetro
KT4,Salak Tinggi,KLIA Transit,ERL,2.825583,101.713056,wp-list
KT5,KLIA T1,KLIA Transit,ERL,2.754970,101.704900,wp-list
KT6,KLIA T2,KLIA Transit,ERL,2.744611,101.685194,wp-list
SB1,Sunway-Setia Jaya,BRT Sunway Line,BRT,3.082800,101.612300,gtfs-rrkl;osm-mlprop;wp-list
SB2,Mentari,BRT Sunway Line,BRT,3.076100,101.610100,gtfs-rrkl;osm-mlprop;wp-list
SB3,Sunway Lagoon,BRT Sunway Line,BRT,3.070600,101.610700,gtfs-rrkl;osm-mlprop;wp-list
SB4,SunMed,BRT Sunway Line,BRT,3.065600,101.608700,gtfs-rrkl;osm-mlprop;wp-list
SB5,SunU-Monash,BRT Sunway Line,BRT,3.065400,101.601600,gtfs-rrkl;wp-list
SB6,South Quay-USJ 1,BRT Sunway Line,BRT,3.061700,101.596900,gtfs-rrkl;wp-list
SB7,USJ 7,BRT Sunway Line,BRT,3.055300,101.591900,gtfs-rrkl;osm-mlprop;wp-list
SA01,Bandar Utama,LRT Shah Alam Line,SA,3.144722,101.618611,gtfs-rrkl-2026
SA02,Kayu Ara,LRT Shah Alam Line,SA,3.134722,101.616667,gtfs-rrkl-2026;wp-list
SA03,Bandar Utama 11,LRT Shah Alam Line,SA,3.133333,101.604444,gtfs-rrkl-2026
SA05,Damansara Idaman,LRT Shah Alam Line,SA,3.122778,101.594167,gtfs-rrkl-2026;wp-list
SA06,Subang,LRT Shah Alam Line,SA,3.106111,101.591111,gtfs-rrkl-2026;wp-list
SA07,Glenmarie 2,LRT Shah Alam Line,SA,3.095278,101.588611,gtfs-rrkl-2026
SA09,Kerjaya,LRT Shah Alam Line,SA,3.082222,101.561944,gtfs-rrkl-2026;wp-list
SA10,Stadium Shah Alam,LRT Shah Alam Line,SA,3.079722,101.548889,gtfs-rrkl-2026;wp-list
SA12,Dato' Menteri,LRT Shah Alam Line,SA,3.069722,101.521111,gtfs-rrkl-2026;wp-list
SA14,UiTM Shah Alam,LRT Shah Alam Line,SA,3.062500,101.501111,gtfs-rrkl-2026;wp-list
SA15,Seksyen 7,LRT Shah Alam Line,SA,3.067222,101.486667,gtfs-rrkl-2026;wp-list
SA17,Bandar Baru Klang,LRT Shah Alam Line,SA,3.062500,101.465556,gtfs-rrkl-2026;wp-list
SA18,Pasar Klang,LRT Shah Alam Line,SA,3.067778,101.450833,gtfs-rrkl-2026;wp-list
SA19,Jalan Meru,LRT Shah Alam Line,SA,3.058889,101.451944,gtfs-rrkl-2026;wp-list
SA20,Jambatan Kota,LRT Shah Alam Line,SA,3.047222,101.447500,gtfs-rrkl-2026;wp-list
SA21,Taman Selatan,LRT Shah Alam Line,SA,3.026667,101.442222,gtfs-rrkl-2026;osm-mlprop;wp-list
SA22,Seri Andalas,LRT Shah Alam Line,SA,3.015833,101.440556,gtfs-rrkl-2026;osm-mlprop;wp-list
SA23,Klang Jaya,LRT Shah Alam Line,SA,3.005278,101.441667,gtfs-rrkl-2026;osm-mlprop;wp-list
SA24,Bandar Bukit Tinggi,LRT Shah Alam Line,SA,2.993056,101.445833,gtfs-rrkl-2026;osm-mlprop;wp-list
SA26,Johan Setia,LRT Shah Alam Line,SA,2.976111,101.459167,gtfs-rrkl-2026;osm-mlprop;wp-list
`;
